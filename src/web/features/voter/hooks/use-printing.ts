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

export function setPrinting(value: boolean): void {
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
