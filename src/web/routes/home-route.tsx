import { useNavigate } from 'react-router';
import { HomePage } from '../features/home/components/home-page';

export default function HomeRoute() {
  const navigate = useNavigate();
  return <HomePage onStart={(path) => void navigate(path)} />;
}
