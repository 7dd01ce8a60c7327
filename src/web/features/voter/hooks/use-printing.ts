import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed. A printout holds everything in the current view (every
 * candidate, not only the ones shown before "Näytä lisää"), so lists read this and show all.
 *
 * The browser says so with `beforeprint` (Ctrl+P, the browser's menu, window.print) and the
 * print media query; both are followed. `beforeprint` is handled synchronously (flushSync), so
 * the whole list is on the page before the browser lays out the paper.
 */
let printing = false;
const listeners = new Set<() => void>();

function setPrinting(value: boolean): void {
  if (printing === value) return;
  printing = value;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

const onBeforePrint = () => {
  setPrinting(true);
};
const onAfterPrint = () => {
  setPrinting(false);
};

let printQuery: MediaQueryList | null = null;
const onPrintQuery = (event: MediaQueryListEvent) => {
  setPrinting(event.matches);
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
    printQuery = window.matchMedia('print');
    printQuery.addEventListener('change', onPrintQuery);
    printing = printQuery.matches;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('beforeprint', onBeforePrint);
    window.removeEventListener('afterprint', onAfterPrint);
    printQuery?.removeEventListener('change', onPrintQuery);
    printQuery = null;
    printing = false;
  };
}

export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing,
    () => false,
  );
}

/** How long "Tulosta" waits at most for the photos of the whole list before opening printing. */
const PHOTO_WAIT_MS = 2000;

/**
 * "Tulosta": puts the whole list on the page, waits briefly for its photos (they load only when
 * needed on screen) and opens the browser's printing. `afterprint` returns to the screen view.
 */
export async function printWholeList(root: ParentNode = document): Promise<void> {
  setPrinting(true);
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
  if (pending.length > 0) {
    await Promise.race([
      Promise.allSettled(
        pending.map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS)),
    ]);
  }
  window.print();
}
