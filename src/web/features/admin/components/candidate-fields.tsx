import type { ComponentProps } from 'react';
import { PARTIES } from '#core/parties';

// Pieces of the two admin candidate forms (Ehdokkaat → Muokkaa, Virallinen ehdokaslista).

/** A number field's text as the schema wants it: empty is null. */
export const numberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));

/**
 * The party as free text, with the known parties offered as suggestions (a datalist named
 * `listId`). The rest of the props go to the input, so `register()` can be spread onto it.
 */
export function PartyInput({ listId, ...input }: ComponentProps<'input'> & { listId: string }) {
  return (
    <>
      <input type="text" list={listId} {...input} />
      <datalist id={listId}>
        {PARTIES.map((party) => (
          <option key={party.short} value={party.name_fi} />
        ))}
      </datalist>
    </>
  );
}
