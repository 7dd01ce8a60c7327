import { ComparePage } from '../features/voter/components/compare-page';
import { WithMunicipality } from './with-municipality';

export default function CompareRoute() {
  return (
    <WithMunicipality>
      {(municipality) => (
        <ComparePage key={municipality.municipality_id} municipality={municipality} />
      )}
    </WithMunicipality>
  );
}
