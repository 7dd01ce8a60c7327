// CSV for Finnish Excel: UTF-8 with a byte order mark, semicolons between fields, CRLF line
// ends. Used by the statistics export and the open data.

/** Quotes a field when needed; text that Excel would run as a formula gets a leading '. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: byte order mark, one line per row, every field guarded by csvField. */
export function csvFile(rows: Iterable<readonly string[]>): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
