import { MunicipalityIntro } from '../features/voter/components/municipality-intro';
import { withMunicipality } from './with-municipality';

export default withMunicipality(MunicipalityIntro);
