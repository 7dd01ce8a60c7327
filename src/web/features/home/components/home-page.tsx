import { Link } from 'react-router';
import { QueryContent } from '#web/components/load-error';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { paths as finnishPaths, pathsIn } from '#web/paths';
import { municipalityLinkLanguage } from '#web/lib/municipality-name';
import { usePageTitle } from '#web/lib/use-page-title';
import { useMunicipalities } from '../api/municipalities';
import { HowItWorks } from './how-it-works';
import { MAX_MUNICIPALITY_LINKS, MunicipalityLinks } from './municipality-links';
import { MunicipalitiesByRegion } from './municipalities-by-region';
import { MunicipalityPicker } from './municipality-picker';
import { Hyphenated } from '#web/components/hyphenated';

interface HomePageProps {
  /** Goes to the chosen municipality's intro page (`path` is in the language it opens in). */
  onStart: (path: string) => void;
}

export function HomePage({ onStart }: HomePageProps) {
  const t = useT();
  const paths = usePaths();
  const language = useLanguage();
  usePageTitle();
  const municipalities = useMunicipalities();

  return (
    <div className="page home">
      {/* A soft hyphen: at 320 px with the largest text the name breaks as "Eläke-läisten". */}
      <h1>
        <Hyphenated text={t('app.nameHyphenated')} />
      </h1>
      <p className="lead">{t('home.lead')}</p>

      <section className="section card" aria-labelledby="start-heading">
        <h2 id="start-heading" className="visually-hidden">
          {t('home.startHeading')}
        </h2>
        <QueryContent query={municipalities} failedMessage={t('home.loadError')}>
          {(list) => {
            if (list.length === 0) return <p className="notice">{t('home.noMunicipalities')}</p>;
            if (list.length <= MAX_MUNICIPALITY_LINKS) {
              return <MunicipalityLinks municipalities={list} />;
            }
            return (
              <>
                <MunicipalityPicker
                  municipalities={list}
                  onStart={(id) => {
                    const chosen = list.find((municipality) => municipality.municipality_id === id);
                    const linkLanguage = chosen
                      ? municipalityLinkLanguage(chosen, language)
                      : language;
                    onStart(pathsIn(linkLanguage).municipality(id));
                  }}
                />
                <MunicipalitiesByRegion municipalities={list} />
              </>
            );
          }}
        </QueryContent>
      </section>

      <HowItWorks />

      <section className="section" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{t('home.privacyHeading')}</h2>
        <p>
          <Msg
            id="home.privacyText"
            components={[<strong key="strong" />, <Link key="link" to={paths.privacy()} />]}
          />
        </p>
      </section>

      <section className="section" aria-labelledby="more-heading">
        <h2 id="more-heading">{t('home.othersHeading')}</h2>
        <ul className="link-list">
          <li>
            <Link to={paths.candidateSubmission()}>{t('home.candidateLink')}</Link>
          </li>
          <li>
            {/* The admin pages are Finnish only. */}
            <Link to={finnishPaths.login()} hrefLang="fi">
              {t('home.adminLink')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
