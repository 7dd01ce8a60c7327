import { CandidatesSection } from '../../features/admin/sections/candidates/candidates-section';

export default function CandidatesRoute() {
  return <CandidatesSection />;
}
