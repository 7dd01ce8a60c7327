import { useEffect } from 'react';
import { useT } from '../i18n/hooks';

/**
 * Sets the document title ("Sivun nimi – Eläkeläisten vaalikone", in the page language); screen
 * readers announce it.
 */
export function usePageTitle(title?: string): void {
  const t = useT();
  const full = title ? t('app.pageTitle', { title }) : t('app.name');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
