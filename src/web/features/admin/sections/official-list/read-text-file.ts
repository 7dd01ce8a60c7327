/**
 * A small text file as the admin saved it: UTF-8 (with or without a BOM), or else Windows-1252,
 * which Excel uses for "CSV (semicolon)" on Finnish Windows. A Windows-1252 file with any ä, ö
 * or å is never valid UTF-8.
 */
export async function readTextFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
