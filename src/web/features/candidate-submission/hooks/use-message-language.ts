import { useLayoutEffect } from 'react';
import { setMessageLanguageSource } from '#core/language';
import type { Language } from '#web/i18n/language';

/**
 * The core schemas' validation messages (decision 0039) follow the language the form is shown
 * in, and go back to Finnish when the form closes. Set here, not for the whole app, so that the
 * voter's pages do not load it.
 */
export function useMessageLanguage(language: Language): void {
  useLayoutEffect(() => {
    setMessageLanguageSource(() => language);
    return () => {
      setMessageLanguageSource(() => 'fi');
    };
  }, [language]);
}
