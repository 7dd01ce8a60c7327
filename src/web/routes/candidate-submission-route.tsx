import { useParams } from 'react-router';
import { CandidateSubmissionPlaceholder } from '../features/candidate-submission/components/candidate-submission-placeholder';

export default function CandidateSubmissionRoute() {
  const { code } = useParams();
  return <CandidateSubmissionPlaceholder code={code} />;
}
