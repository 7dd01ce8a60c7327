/** A map coordinate as shown: whole number with its sign ("+40", "−20", "0"), or a dash. */
export function formatCoordinate(value: number | null): string {
  if (value === null) return '–';
  const rounded = Math.round(value) + 0; // + 0 turns −0 into 0
  if (rounded > 0) return `+${String(rounded)}`;
  if (rounded < 0) return `\u2212${String(-rounded)}`;
  return '0';
}

export function formatDistance(value: number | null): string {
  return value === null ? '–' : String(Math.round(value));
}
