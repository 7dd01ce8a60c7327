import { useEffect, useRef } from 'react';

/**
 * A page that swaps its content without changing the URL (form → "done" message) moves focus to
 * the new heading, as a page change would. Attach the ref to an `<h1 tabIndex={-1}>`.
 */
export function useFocusHeading(view: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    ref.current?.focus();
  }, [view]);
  return ref;
}
