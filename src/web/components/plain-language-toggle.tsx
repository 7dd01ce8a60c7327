import { lazy, Suspense } from 'react';
import { useT } from '../i18n/hooks';
import { plainLanguageOn, plainLanguageOnDemand } from '../lib/plain-language';

// Keeps `?selko=1` in the address while plain language is on; loaded only then.
const KeepInAddress = lazy(plainLanguageOnDemand);

/**
 * "Selkokieli": one toggle button beside the text size. Remembered on the device and kept in
 * the address (`?selko=1`), so a link copied from any page opens in plain language.
 */
export function PlainLanguageToggle() {
  const t = useT();
  const on = plainLanguageOn();
  return (
    <>
      <button
        type="button"
        className="text-size__button plain-language-toggle"
        aria-pressed={on}
        onClick={() => {
          // The page reloads with the choice, so nothing waits for this import.
          void plainLanguageOnDemand().then((module) => {
            module.setPlainLanguage(!on);
          });
        }}
      >
        {t('plainLanguage.toggle')}
      </button>
      {on && (
        <Suspense fallback={null}>
          <KeepInAddress />
        </Suspense>
      )}
    </>
  );
}
