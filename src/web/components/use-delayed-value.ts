import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`; until then the value before it (`initial` at
 * first). For what should not flicker or be read out at every keystroke.
 */
export function useDelayedValue<T>(value: T, delayMs: number, initial: T): T {
  const [delayed, setDelayed] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDelayed(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return delayed;
}
