import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../paths';
import { STEP_HEADING_ID, useStepFocus } from '../hooks/use-step-focus';
import type { ThankYouState } from './check-answers-step';

function municipalityOf(state: unknown): string | null {
  const name = (state as Partial<ThankYouState> | null)?.municipalityName;
  return typeof name === 'string' && name !== '' ? name : null;
}

/** After sending: what happens next. The draft has been removed from this device. */
export function ThankYou() {
  usePageTitle('Kiitos! Vastauksesi on lähetetty – Ehdokkaan lomake');
  const municipality = municipalityOf(useLocation().state);
  useStepFocus('valmis', null);
  return (
    <div className="page cs-page">
      <div className="notice notice--success cs-thanks">
        <h1 id={STEP_HEADING_ID} tabIndex={-1}>
          Kiitos! Vastauksesi on lähetetty.
        </h1>
      </div>
      <h2>Mitä seuraavaksi tapahtuu?</h2>
      <ol className="steps cs-steps">
        <li className="steps__item">
          <h3 className="steps__title">Ylläpito tarkistaa tiedot</h3>
          <p>Vaalikoneen ylläpito tarkistaa tietosi ja vastauksesi.</p>
        </li>
        <li className="steps__item">
          <h3 className="steps__title">Tiedot tulevat näkyviin</h3>
          <p>
            Kun ylläpito on hyväksynyt tiedot, ne näkyvät äänestäjille vaalikoneessa
            {municipality ? ` (${municipality})` : ''}.
          </p>
        </li>
        <li className="steps__item">
          <h3 className="steps__title">Saatat saada sähköpostia</h3>
          <p>
            Ylläpito voi kertoa päätöksestä sähköpostilla siihen osoitteeseen, johon koodi tuli.
          </p>
        </li>
      </ol>
      <p>
        Jos huomaat virheen tai haluat muuttaa tietojasi, ota yhteyttä vaalikoneen ylläpitoon.
        Tietosi on poistettu tästä selaimesta.
      </p>
      <p>
        <Link className="button button--secondary" to={paths.home()}>
          Etusivulle
        </Link>
      </p>
    </div>
  );
}
