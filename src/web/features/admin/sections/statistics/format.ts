// Finnish number and date formats of the statistics page.
import type { MessageId } from '#web/i18n/catalogs';

const integer = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fi-FI', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 1234 → "1 234". */
export const formatCount = (n: number) => integer.format(n);

/** 87.25 → "87,3 %" (a no-break space before the sign, as in Finnish). */
export const formatPercent = (x: number) => `${oneDecimal.format(x)}\u00a0%`;

/** "2026-03-09" → "9.3.2026". */
export function formatDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  if (!year || !month || !day) return isoDay;
  return `${String(Number(day))}.${String(Number(month))}.${year}`;
}

/** Finnish weeks start on Monday; the server lists Sunday first. */
export const WEEKDAY_ORDER = ['Ma', 'Ti', 'Ke', 'To', 'Pe', 'La', 'Su'] as const;

/** A weekday's full name, by the server's abbreviation. */
export const WEEKDAY_NAMES: Record<(typeof WEEKDAY_ORDER)[number], MessageId> = {
  Ma: 'admin.statistics.weekday.mon',
  Ti: 'admin.statistics.weekday.tue',
  Ke: 'admin.statistics.weekday.wed',
  To: 'admin.statistics.weekday.thu',
  Pe: 'admin.statistics.weekday.fri',
  La: 'admin.statistics.weekday.sat',
  Su: 'admin.statistics.weekday.sun',
};
