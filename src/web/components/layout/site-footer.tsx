import { Link } from 'react-router';
import { paths } from '../../paths';
import { PRODUCT_NAME } from '../../lib/use-page-title';

const LINKS = [
  { to: paths.privacy(), label: 'Tietosuoja' },
  { to: paths.accessibility(), label: 'Saavutettavuus' },
  { to: paths.candidateSubmission(), label: 'Ehdokkaille' },
  { to: paths.login(), label: 'Ylläpito' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="site-footer__nav" aria-label="Lisätietoja">
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">
          {PRODUCT_NAME} – avoimen lähdekoodin vaalikone kuntavaaleihin.
        </p>
      </div>
    </footer>
  );
}
