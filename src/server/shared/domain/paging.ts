import { z } from '@hono/zod-openapi';

// Paging and search helpers shared by the admin lists (Hakemukset, Pääsykoodit, Ehdokkaat,
// Virallinen ehdokaslista, Muutosloki): the server answers one page and the total, never a whole municipality.

/** `{ items, total, page, page_size }` around a row schema. */
export const pageSchema = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Rows that match the search and filters, on every page together. */
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

/** A LIKE pattern that finds `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string) =>
  `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search of only digits can be a candidate number ("Ehdokasnumero"). */
export function candidateNumberOf(search: string): number | null {
  const trimmed = search.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

export const offsetOf = (q: { page: number; page_size: number }) => (q.page - 1) * q.page_size;
