import { ComparePage } from '../features/voter/components/compare-page';
import { withMunicipality } from './with-municipality';

export default withMunicipality(ComparePage);
