import { ValueMapPage } from '../features/voter/components/value-map-page';
import { WithMunicipality } from './with-municipality';

export default function ValueMapRoute() {
  return (
    <WithMunicipality>
      {(municipality) => (
        <ValueMapPage key={municipality.municipality_id} municipality={municipality} />
      )}
    </WithMunicipality>
  );
}
