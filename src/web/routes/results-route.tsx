import { ResultsPlaceholder } from '../features/voter/components/results-placeholder';
import { WithMunicipality } from './with-municipality';

export default function ResultsRoute() {
  return (
    <WithMunicipality>
      {(municipality) => <ResultsPlaceholder municipality={municipality} />}
    </WithMunicipality>
  );
}
