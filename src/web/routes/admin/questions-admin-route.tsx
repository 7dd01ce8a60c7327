import { QuestionsSection } from '../../features/admin/sections/questions/questions-section';

export default function QuestionsAdminRoute() {
  return <QuestionsSection />;
}
