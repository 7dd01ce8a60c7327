import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import type { ValidatedCode } from '../api/access-code';
import { formatDate, spacedCode } from '../lib/format';
import { isEmptyDraft, type CandidateDraft } from '../lib/draft';
import { resumeTarget } from '../lib/statement-pages';
import { stepUrl } from '../lib/steps';
import { SavedOnDeviceNote } from './saved-on-device-note';
import { StepHeading } from './step-heading';

interface CodeReadyProps {
  validated: ValidatedCode;
  draft: CandidateDraft;
}

/** Step 1 with a usable code: whose municipality it is for, how the form goes, start or continue. */
export function CodeReady({ validated, draft }: CodeReadyProps) {
  usePageTitle('Pääsykoodi on voimassa – Ehdokkaan lomake');
  const started = !isEmptyDraft(draft);
  const next = started
    ? resumeTarget(draft, validated.questions)
    : { step: 'perustiedot' as const };
  return (
    <>
      <StepHeading step="koodi">Pääsykoodi on voimassa</StepHeading>
      <div className="notice notice--success cs-code-ok">
        <p>
          Pääsykoodi <strong className="code">{spacedCode(validated.code)}</strong> on voimassa{' '}
          {formatDate(validated.expires_at)} asti.
        </p>
        <p>
          Koodilla lähetät tietosi tämän kunnan vaalikoneeseen:{' '}
          <strong>{validated.municipality.name}</strong>
        </p>
      </div>
      <h2>Näin lomake etenee</h2>
      <ol className="steps cs-steps">
        <li className="steps__item">
          <h3 className="steps__title">Perustiedot</h3>
          <p>Nimi, ikä, puolue, ammatti, ehdokasnumero ja halutessasi kuva.</p>
        </li>
        <li className="steps__item">
          <h3 className="steps__title">25 väittämää</h3>
          <p>
            Vastaat jokaiseen väittämään samalla asteikolla kuin äänestäjät. Voit myös perustella
            vastauksesi.
          </p>
        </li>
        <li className="steps__item">
          <h3 className="steps__title">Tarkistus ja lähetys</h3>
          <p>
            Näet kaikki vastauksesi vielä kerran ja voit muuttaa niitä ennen lähettämistä. Koodi
            toimii vain kerran: lähettämisen jälkeen et voi enää itse muuttaa vastauksia.
          </p>
        </li>
      </ol>
      <SavedOnDeviceNote />
      {started && (
        <p>Olet jo aloittanut lomakkeen tällä laitteella. Voit jatkaa siitä, mihin jäit.</p>
      )}
      <p>
        <Link className="button button--primary button--large" to={stepUrl(validated.code, next)}>
          {started ? 'Jatka lomaketta' : 'Aloita'}
        </Link>
      </p>
    </>
  );
}
