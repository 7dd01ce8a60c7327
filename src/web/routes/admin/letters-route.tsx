import { LettersSection } from '../../features/admin/sections/official-list/letters-section';

export default function LettersRoute() {
  return <LettersSection />;
}
