import { useEffect, useState } from 'react';
import { afterFocusSettles } from './renew-page-for-screen-readers';

/**
 * False until a page change's focus has moved on to the new page (afterFocusSettles): for a
 * select that must not be drawn, for screen readers, while focus is still held in <main>.
 */
export function useFocusSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(
    () =>
      afterFocusSettles(() => {
        setSettled(true);
      }),
    [],
  );
  return settled;
}
