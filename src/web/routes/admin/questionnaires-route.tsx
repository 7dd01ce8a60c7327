import { QuestionnairesSection } from '../../features/admin/sections/official-list/questionnaires-section';

export default function QuestionnairesRoute() {
  return <QuestionnairesSection />;
}
