/** How long <main> says it is busy after a page change: long enough to come after the focus. */
const BUSY_MS = 300;

/**
 * Tells screen readers that <main> now holds another page, after focus went to its heading.
 * Orca 43 keeps the headings (and tables, links...) it found on a page and, after a client-side
 * page change, kept answering H from the previous page's list ("Wrapping to top. No more
 * headings.") until a reload. It drops that list when a region around the focus reports that it
 * stopped being busy, so <main> is aria-busy for a moment after the focus moved
 * (docs/screen-reader.md). Nothing is said for it, and nothing changes on screen.
 */
export function renewPageForScreenReaders(main: HTMLElement | null): void {
  if (!main) return;
  main.setAttribute('aria-busy', 'true');
  window.setTimeout(() => {
    main.removeAttribute('aria-busy');
  }, BUSY_MS);
}

/**
 * Runs `then` two frames from now, so that what changed before has reached screen readers as its
 * own update. Focus moved in the same update that removed the focused link was taken by Orca
 * without a word, and a control drawn in the same update as the focus could take the focus from
 * the heading in Orca's eyes. Returns a function that cancels it.
 */
export function afterNextFrame(then: () => void): () => void {
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(then);
  });
  return () => {
    window.cancelAnimationFrame(frame);
  };
}

/**
 * Where the pressed link or button went away with the old page (focus fell to <body>), first
 * focus <main>, which stays: Orca still held the removed link as its position and took the next
 * focus (the new page's heading) in silence. From <main> the heading's focus is announced.
 */
export function holdFocusInMain(main: HTMLElement | null): void {
  const active = document.activeElement;
  if (main && (active === null || active === document.body)) main.focus({ preventScroll: true });
}
