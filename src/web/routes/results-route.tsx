import { ResultsPage } from '../features/voter/components/results-page';
import { withMunicipality } from './with-municipality';

export default withMunicipality(ResultsPage);
