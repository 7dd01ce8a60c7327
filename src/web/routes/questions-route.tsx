import { Questionnaire } from '../features/voter/components/questionnaire';
import { withMunicipality } from './with-municipality';

export default withMunicipality(Questionnaire);
