import { Link } from 'react-router';
import { usePaths, useT } from '../../i18n/hooks';
import { paths as finnishPaths } from '../../paths';

export function SiteFooter() {
  const t = useT();
  const paths = usePaths();
  const links: { to: string; label: string; hrefLang?: string }[] = [
    { to: paths.privacy(), label: t('layout.footer.privacy') },
    { to: paths.accessibility(), label: t('layout.footer.accessibility') },
    { to: paths.candidateSubmission(), label: t('layout.footer.candidates') },
    // The admin pages are Finnish only (the Swedish label says so).
    { to: finnishPaths.login(), label: t('layout.footer.admin'), hrefLang: 'fi' },
  ];
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="site-footer__nav" aria-label={t('layout.footerNav')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} hrefLang={link.hrefLang}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">{t('layout.footer.note')}</p>
      </div>
    </footer>
  );
}
