import { usePageTitle } from '../../../lib/use-page-title';

interface AdminPlaceholderProps {
  /** Set for a municipality's own admin page. */
  municipalityId?: string;
}

export function AdminPlaceholder({ municipalityId }: AdminPlaceholderProps) {
  const heading = municipalityId === undefined ? 'Ylläpito' : 'Kunnan ylläpito';
  usePageTitle(heading);
  return (
    <div className="page">
      <h1>{heading}</h1>
      {municipalityId !== undefined && <p>Kuntatunnus: {municipalityId}</p>}
      <p>Ylläpidon osiot tulevat käyttöön vaalikoneen myöhemmässä versiossa.</p>
    </div>
  );
}
