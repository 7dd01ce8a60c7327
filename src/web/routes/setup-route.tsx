import { SetupPage } from '../features/auth/components/setup-page';

export default function SetupRoute() {
  return <SetupPage />;
}
