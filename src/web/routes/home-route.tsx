import { useNavigate } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { usePaths } from '../i18n/hooks';

export default function HomeRoute() {
  const navigate = useNavigate();
  const paths = usePaths();
  return (
    <HomePage onStart={(municipalityId) => void navigate(paths.municipality(municipalityId))} />
  );
}
