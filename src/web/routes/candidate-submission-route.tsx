import { useParams } from 'react-router';
import { CandidateSubmissionPage } from '../features/candidate-submission/components/candidate-submission-page';

export default function CandidateSubmissionRoute() {
  const { code } = useParams();
  return <CandidateSubmissionPage code={code} />;
}
