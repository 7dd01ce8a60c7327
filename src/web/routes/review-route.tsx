import { ReviewPage } from '../features/voter/components/review-page';
import { withMunicipality } from './with-municipality';

export default withMunicipality(ReviewPage);
