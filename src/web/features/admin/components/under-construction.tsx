import { AdminSection } from './admin-section';

/** A section whose work is not done yet: its heading and one plain sentence. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <AdminSection title={title}>
      <p>Tämä osio on vielä tekeillä.</p>
    </AdminSection>
  );
}
