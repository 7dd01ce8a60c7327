import type { Translate } from '#web/i18n/hooks';
import type { CreatedOfficialCodes } from '../../api/official-codes';

/** What was made: every code not carried by an email is among the letters (and in Pääsykoodit). */
export function createdCodesMessage(
  t: Translate,
  created: CreatedOfficialCodes,
  emailEnabled: boolean,
): string {
  const letters = created.codes.length - created.queued;
  return emailEnabled
    ? t('admin.official.codes.created', {
        count: created.codes.length,
        queued: created.queued,
        letters,
      })
    : t('admin.official.codes.createdMailOff', { count: created.codes.length, letters });
}
