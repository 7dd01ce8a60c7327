import { useEffect } from 'react';

export const PRODUCT_NAME = 'Eläkeläisten vaalikone';

export function pageTitle(title?: string): string {
  return title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the document title ("Sivun nimi – Eläkeläisten vaalikone"); screen readers announce it. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
