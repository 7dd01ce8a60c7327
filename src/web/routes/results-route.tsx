import { ResultsPage } from '../features/voter/components/results-page';
import { WithMunicipality } from './with-municipality';

export default function ResultsRoute() {
  return (
    <WithMunicipality>
      {(municipality) => (
        <ResultsPage key={municipality.municipality_id} municipality={municipality} />
      )}
    </WithMunicipality>
  );
}
