import { useT } from '../i18n/hooks';

interface PageLoadingProps {
  /** Fill the whole viewport (used before the layout exists). */
  fullScreen?: boolean;
}

/**
 * The loading screen of lazy pages, the sign-in check and data loads: a spinner and "Ladataan...".
 * Not a live region: Orca said "Ladataan..." only after it had read the new page's heading (focus
 * goes to the heading as it comes, use-focus-on-navigation.ts), and nothing when it was gone.
 */
export function PageLoading({ fullScreen = false }: PageLoadingProps) {
  const t = useT();
  return (
    <div className={fullScreen ? 'page-loading page-loading--full' : 'page-loading'}>
      <span className="spinner" aria-hidden="true" />
      <span className="page-loading__text">{t('layout.loading')}</span>
    </div>
  );
}
