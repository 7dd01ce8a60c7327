import { SubmissionsSection } from '../../features/admin/sections/submissions/submissions-section';

export default function SubmissionsRoute() {
  return <SubmissionsSection />;
}
