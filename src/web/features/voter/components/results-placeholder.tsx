import { Link } from 'react-router';
import { paths } from '../../../paths';
import { usePageTitle } from '../../../lib/use-page-title';
import type { MunicipalityDetails } from '../api/municipality';

interface ResultsPlaceholderProps {
  municipality: MunicipalityDetails;
}

export function ResultsPlaceholder({ municipality }: ResultsPlaceholderProps) {
  usePageTitle(`Tulokset – ${municipality.name}`);
  return (
    <div className="page">
      <p className="eyebrow">{municipality.name}</p>
      <h1>Tulokset</h1>
      <p>
        Tällä sivulla näet, kuinka hyvin ehdokkaiden vastaukset vastaavat omiasi. Tulokset tulevat
        näkyviin vaalikoneen seuraavassa versiossa.
      </p>
      <p>
        <Link to={paths.questions(municipality.municipality_id)}>Siirry kysymyksiin</Link>
      </p>
    </div>
  );
}
