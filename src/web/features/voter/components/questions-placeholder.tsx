import { Link } from 'react-router';
import { paths } from '../../../paths';
import { usePageTitle } from '../../../lib/use-page-title';
import type { MunicipalityDetails } from '../api/municipality';

interface QuestionsPlaceholderProps {
  municipality: MunicipalityDetails;
}

export function QuestionsPlaceholder({ municipality }: QuestionsPlaceholderProps) {
  usePageTitle(`Kysymykset – ${municipality.name}`);
  return (
    <div className="page">
      <p className="eyebrow">{municipality.name}</p>
      <h1>Kysymykset</h1>
      <p>
        Tällä sivulla vastaat väittämiin yksi kerrallaan. Väittämät tulevat näkyviin vaalikoneen
        seuraavassa versiossa.
      </p>
      <p>
        <Link to={paths.municipality(municipality.municipality_id)}>Takaisin kunnan sivulle</Link>
      </p>
    </div>
  );
}
