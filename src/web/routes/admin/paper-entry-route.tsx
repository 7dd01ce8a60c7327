import { PaperEntrySection } from '../../features/admin/sections/official-list/paper-entry-section';

export default function PaperEntryRoute() {
  return <PaperEntrySection />;
}
