import { Questionnaire } from '../features/voter/components/questionnaire';
import { WithMunicipality } from './with-municipality';

export default function QuestionsRoute() {
  return (
    <WithMunicipality>
      {(municipality) => (
        <Questionnaire key={municipality.municipality_id} municipality={municipality} />
      )}
    </WithMunicipality>
  );
}
