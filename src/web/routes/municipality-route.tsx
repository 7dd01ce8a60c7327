import { MunicipalityIntro } from '../features/voter/components/municipality-intro';
import { WithMunicipality } from './with-municipality';

export default function MunicipalityRoute() {
  return (
    <WithMunicipality>
      {(municipality) => (
        <MunicipalityIntro key={municipality.municipality_id} municipality={municipality} />
      )}
    </WithMunicipality>
  );
}
