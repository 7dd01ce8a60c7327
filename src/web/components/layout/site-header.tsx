import { Link, useLocation } from 'react-router';
import { useLanguage, usePaths, useT } from '../../i18n/hooks';
import { PlainLanguageToggle } from '../plain-language-toggle';
import { TextSizeControl } from '../text-size-control';
import { LanguageSwitch } from './language-switch';
import { Hyphenated } from '../hyphenated';

/** Sign-in, setup and admin pages are Finnish only: no language choice there. */
const FINNISH_ONLY = /^\/(login|asennus|admin)(\/|$)|^\/[^/]+\/admin(\/|$)/;

export function SiteHeader() {
  const t = useT();
  const paths = usePaths();
  const { pathname } = useLocation();
  const language = useLanguage();
  const voterSide = !FINNISH_ONLY.test(pathname);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="site-header__title" to={paths.home()}>
          {/* A soft hyphen lets the name wrap as "Eläke-läisten" in the compact header. */}
          <Hyphenated text={t('app.nameHyphenated')} />
        </Link>
        <div className="site-header__controls">
          {voterSide && <LanguageSwitch />}
          <div className="site-header__reading">
            <TextSizeControl />
            {/* Plain texts exist in Finnish only (docs/plain-language.md). */}
            {voterSide && language === 'fi' && <PlainLanguageToggle />}
          </div>
        </div>
      </div>
    </header>
  );
}
