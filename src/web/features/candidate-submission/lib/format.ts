/** "ABCD2345" → "ABCD 2345": easier to compare with the email. */
export function spacedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

/** A date and time in the page's locale, in Finnish time: "1.4.2026 klo 16.00". */
export function formatDateTime(iso: string, locale = 'fi-FI'): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone: 'Europe/Helsinki',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
