import { ReviewPage } from '../features/voter/components/review-page';
import { WithMunicipality } from './with-municipality';

export default function ReviewRoute() {
  return (
    <WithMunicipality>
      {(municipality) => (
        <ReviewPage key={municipality.municipality_id} municipality={municipality} />
      )}
    </WithMunicipality>
  );
}
