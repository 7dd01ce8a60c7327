import { useCallback, useState } from 'react';

export interface StatusMessageValue {
  text: string;
  /** Changes with every announcement, so the same text is read out again. */
  key: number;
}

/**
 * State for a `<StatusMessage>`: `announce("Kutsu lähetettiin.")` after a successful action,
 * `clear()` when the reader starts something new.
 */
export function useStatusMessage() {
  const [status, setStatus] = useState<StatusMessageValue | null>(null);
  const announce = useCallback((text: string) => {
    setStatus((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => {
    setStatus(null);
  }, []);
  return { status, announce, clear };
}
