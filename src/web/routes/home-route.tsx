import { useNavigate } from '../lib/app-router-view';
import { HomePage } from '../features/home/components/home-page';

export default function HomeRoute() {
  const navigate = useNavigate();
  return <HomePage onStart={(path) => void navigate(path)} />;
}
