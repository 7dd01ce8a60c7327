import { useEffect, useRef } from 'react';
import {
  afterNextFrame,
  holdFocusInMain,
  renewPageForScreenReaders,
} from '#web/components/layout/renew-page-for-screen-readers';

export const STEP_HEADING_ID = 'step-heading';

/** Focus is "idle" after a page load or when the pressed button disappeared with the old step. */
function focusIsIdle(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.id === 'main';
}

/** A field by id, or a radio group by name (its chosen option, else the first). */
function findTarget(id: string): HTMLElement | null {
  return (
    document.getElementById(id) ??
    document.querySelector<HTMLElement>(`input[name="${CSS.escape(id)}"]:checked`) ??
    document.querySelector<HTMLElement>(`input[name="${CSS.escape(id)}"]`)
  );
}

/**
 * Each step is like a new page: focus moves to its heading, so screen-reader and keyboard users
 * start from the new content. A "Muuta" link names a field instead (`target`), which then gets
 * the focus. On the first screen after a page load focus moves only if nothing else has it.
 * As on the voter's pages, focus waits in <main> for a frame after the step came (the button
 * pressed went away with the old step): moved in the same update, Orca took it without a word.
 */
export function useStepFocus(screen: string | null, target: string | null) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (screen === null || shown.current === screen) return;
    const previous = shown.current;
    const first = previous === null;
    shown.current = screen;
    if (first && !focusIsIdle() && target === null) return;
    const field = target ? findTarget(target) : null;
    if (field) {
      field.focus();
      field.scrollIntoView({ block: 'center' });
      return;
    }
    const main = document.getElementById('main');
    const before = document.activeElement;
    holdFocusInMain(main);
    const held = document.activeElement;
    let moved = false;
    const cancel = afterNextFrame(() => {
      moved = true;
      // Not taken back from what the user focused meanwhile.
      const active = document.activeElement;
      if (active !== before && active !== held && active !== document.body) return;
      document.getElementById(STEP_HEADING_ID)?.focus();
      renewPageForScreenReaders(main);
    });
    return () => {
      cancel();
      // Cancelled before the frame came: the step is still to be focused when the effect runs again.
      if (!moved) shown.current = previous;
    };
  }, [screen, target]);
}
