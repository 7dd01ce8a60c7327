import { QuestionsPlaceholder } from '../features/voter/components/questions-placeholder';
import { WithMunicipality } from './with-municipality';

export default function QuestionsRoute() {
  return (
    <WithMunicipality>
      {(municipality) => <QuestionsPlaceholder municipality={municipality} />}
    </WithMunicipality>
  );
}
