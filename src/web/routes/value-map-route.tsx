import { ValueMapPage } from '../features/voter/components/value-map-page';
import { withMunicipality } from './with-municipality';

export default withMunicipality(ValueMapPage);
