// Finnish number and date formats of the statistics page.

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

/** 7 → "klo 7–8". */
export const formatHour = (hour: number) => `klo ${String(hour)}–${String((hour + 1) % 24)}`;

export const WEEKDAY_NAMES: Record<string, string> = {
  Ma: 'maanantai',
  Ti: 'tiistai',
  Ke: 'keskiviikko',
  To: 'torstai',
  Pe: 'perjantai',
  La: 'lauantai',
  Su: 'sunnuntai',
};

/** Finnish weeks start on Monday; the server lists Sunday first. */
export const WEEKDAY_ORDER = ['Ma', 'Ti', 'Ke', 'To', 'Pe', 'La', 'Su'] as const;
