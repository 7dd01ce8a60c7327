import { i18nFor, type MessageId } from './catalogs';
import type { MessageValues } from './hooks';

/**
 * A message of a Finnish-only page (sign-in, setup, admin) outside React, e.g. a zod error
 * (`{ error: () => finnish('auth.password.missing') }`), read when it is shown, after the page's
 * catalogs have loaded.
 */
export function finnish(id: MessageId, values?: MessageValues): string {
  return i18nFor('fi')._(id, values);
}
