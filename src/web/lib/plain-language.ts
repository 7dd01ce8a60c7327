/**
 * "Selkokieli": whether the voter reads the plain-Finnish texts. Remembered on the device like
 * the text size (localStorage `plain_language`), and carried in the URL (`?selko=1`) so a shared
 * link opens in plain language; `?selko=0` in a link turns it off. Finnish only: there are no
 * Swedish plain texts yet (docs/plain-language.md). Turning it on or off reloads the page
 * (plain-language/on-demand.tsx), so no open page has to follow a change, and the code every voter
 * downloads stays this small.
 */

import { useLanguage, useT, type Translate } from '../i18n/hooks';
import { deviceStorage, readItem, writeItem } from './storage';

const KEY = 'plain_language';

/** The choice: a link's `?selko=1` or `?selko=0` wins over (and becomes) the stored one. */
export function plainLanguageOn(): boolean {
  const linked = new URLSearchParams(window.location.search).get('selko');
  if (linked !== '1' && linked !== '0') return readItem(deviceStorage(), KEY) === '1';
  writeItem(deviceStorage(), KEY, linked);
  return linked === '1';
}

/** The code only a voter who chose plain language downloads (toggling, plain statements). */
export const plainLanguageOnDemand = () => import('../plain-language/on-demand');

/**
 * `t` for the plain-language messages (`selko.*`) when the voter chose "Selkokieli" on a Finnish
 * page, else null: `plainT?.('selko.review.lead') ?? t('review.lead')`. Only on pages whose data
 * brought the `selko` catalog along (the municipality pages: plain-language/on-demand.tsx).
 */
export function usePlainT(): Translate | null {
  const t = useT();
  return useLanguage() === 'fi' && plainLanguageOn() ? t : null;
}
