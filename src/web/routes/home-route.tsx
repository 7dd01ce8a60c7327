import { useNavigate } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { paths } from '../paths';

export default function HomeRoute() {
  const navigate = useNavigate();
  return (
    <HomePage onStart={(municipalityId) => void navigate(paths.municipality(municipalityId))} />
  );
}
