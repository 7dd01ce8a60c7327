import type { Translate } from '#web/i18n/hooks';
import type { AdminMunicipalityListItem } from '../../api/admin-municipalities';

/** What removing a municipality takes with it, in one sentence for the confirmation dialog. */
export function removalText(t: Translate, municipality: AdminMunicipalityListItem): string {
  return t('admin.municipalities.removal', {
    name: municipality.name,
    candidates: municipality.candidate_count,
    codes: municipality.access_code_count,
    pending: municipality.pending_submission_count,
  });
}
