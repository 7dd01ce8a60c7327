import { ModerationPolicyPage } from '../features/legal/components/moderation-policy-page';

export default function ModerationPolicyRoute() {
  return <ModerationPolicyPage />;
}
