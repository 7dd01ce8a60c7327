import { z } from 'zod';

export interface ParsedEmails {
  /** Recognised addresses, lower-case, each once, in the order given. */
  valid: string[];
  /** Pieces that are not email addresses, as typed. */
  invalid: string[];
}

const emailCheck = z.email();

/**
 * A pasted list of addresses: one per line, or separated by commas, semicolons or spaces.
 * "Nimi <osoite@example.fi>" style entries from a mail program keep only the address.
 */
export function parseEmails(text: string): ParsedEmails {
  const valid: string[] = [];
  const invalid: string[] = [];
  const addressesOnly = text.replace(/[^<>\n,;]*<([^<>\s]+)>/g, ' $1 ');
  for (const piece of addressesOnly.split(/[\s,;]+/)) {
    const candidate = piece.replace(/^[<("']+|[>)"'.]+$/g, '').toLowerCase();
    if (candidate === '') continue;
    if (!emailCheck.safeParse(candidate).success) {
      invalid.push(piece);
      continue;
    }
    if (!valid.includes(candidate)) valid.push(candidate);
  }
  return { valid, invalid };
}
