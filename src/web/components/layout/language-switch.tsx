import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../i18n/hooks';
import { withLanguage, withoutLanguage, type Language } from '../../i18n/language';

/** Each language's own name, in that language (the link carries its `lang`). */
const CHOICES: { language: Language; label: string }[] = [
  { language: 'fi', label: 'Suomeksi' },
  { language: 'sv', label: 'På svenska' },
];

/**
 * "Suomeksi | På svenska": the same page in each language. The current one is marked with
 * aria-current; the choice is remembered on the device by LanguageProvider.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const base = withoutLanguage(pathname);
  return (
    <nav className="language-switch" aria-label={t('layout.language')}>
      <ul className="language-switch__list">
        {CHOICES.map(({ language, label }) => (
          <li key={language}>
            <Link
              className="language-switch__link"
              to={withLanguage(`${base}${search}${hash}`, language)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
