// "Vastausaika päättyy": the answering deadline is a Europe/Helsinki wall-clock time written as
// 'YYYY-MM-DDTHH:mm' (what an <input type="datetime-local"> gives); '' means no deadline.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Helsinki's offset from UTC at `instant`, in milliseconds (+2 h or +3 h). */
function helsinkiOffset(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a Helsinki wall-clock time, or null for '' or anything malformed. A time that
 * does not exist (the hour skipped in spring) is read with the offset before the change.
 */
export function helsinkiTimeToDate(local: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  if (Number.isNaN(wall)) return null;
  let instant = wall - helsinkiOffset(wall);
  instant = wall - helsinkiOffset(instant);
  return new Date(instant);
}

/** True once the deadline has passed (never when there is none). */
export function answeringEnded(deadline: string, now: Date = new Date()): boolean {
  const end = helsinkiTimeToDate(deadline);
  return end !== null && now.getTime() >= end.getTime();
}
