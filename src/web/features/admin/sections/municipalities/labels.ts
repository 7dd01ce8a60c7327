import type { AdminMunicipalityListItem } from '../../api/admin-municipalities';

/** "1 ehdokas" / "3 ehdokasta". */
export function countText(count: number, one: string, many: string): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

/** A plain list: "a, b ja c". */
export function joinFinnish(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ja ${parts.at(-1) ?? ''}`;
}

/** What removing a municipality takes with it, in one sentence for the confirmation dialog. */
export function removalText(municipality: AdminMunicipalityListItem): string {
  const parts = [
    countText(municipality.candidate_count, 'ehdokas', 'ehdokasta'),
    countText(municipality.access_code_count, 'pääsykoodi', 'pääsykoodia'),
    countText(
      municipality.pending_submission_count,
      'käsittelemätön hakemus',
      'käsittelemätöntä hakemusta',
    ),
  ];
  return `${municipality.name} poistetaan vaalikoneesta. Samalla poistetaan ${joinFinnish(parts)} sekä kunnan tilastot. Tätä ei voi perua.`;
}
