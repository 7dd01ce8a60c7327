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
  releaseHeldFocus();
  // One renewal at a time: the page's own focus (a statement) and the page change both ask.
  if (!main || main.getAttribute('aria-busy') === 'true') return;
  main.setAttribute('aria-busy', 'true');
  window.setTimeout(() => {
    main.removeAttribute('aria-busy');
  }, BUSY_MS);
}

/**
 * How long focus stays on <main> (held there by holdFocusInMain) before it moves on to the new
 * heading. Orca drops a focus event when a newer one is already waiting ("Skipping object event
 * due to more recent event of the same type"): with <main> and the heading focused two frames
 * apart, Chromium sent both in one batch, Orca skipped <main>'s, still held the removed link as
 * its position and took the heading in silence. Long enough for Orca to take <main> first on a
 * busy machine; short beside a page change.
 */
const HOLD_MS = 300;

/** When holdFocusInMain last moved focus to <main>. */
let heldAt = Number.NEGATIVE_INFINITY;

/** Focus is held in <main> and has not yet moved on to the new page. */
let holding = false;

/** What waits for the held focus to move on (afterFocusSettles). */
let waiting: (() => void)[] = [];

/** Longest a hold keeps anything waiting, if the page never moves focus on (it went away). */
const HOLD_RELEASE_MS = 12_000;

/** The held focus moved on: what waited for it runs a frame later, after that focus's event. */
function releaseHeldFocus(): void {
  if (!holding) return;
  holding = false;
  const released = waiting;
  waiting = [];
  window.requestAnimationFrame(() => {
    released.forEach((then) => {
      then();
    });
  });
}

/**
 * Runs `then` once focus is no longer held in <main> for a page change (at once, a frame from
 * now, when none is under way). While Orca's position is <main> itself, a select drawn inside it
 * reports its first option as selected, and Orca took that for the voter's move: it went to the
 * select and into focus mode ("combo box … Kaikki puolueet. Focus mode") on the results page. Once
 * focus is on the new heading, Orca ignores it. Returns a function that cancels it.
 */
export function afterFocusSettles(then: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) then();
  };
  // A frame on: the page change that holds focus starts in the same update as the caller.
  const frame = window.requestAnimationFrame(() => {
    if (holding) waiting.push(run);
    else run();
  });
  return () => {
    cancelled = true;
    window.cancelAnimationFrame(frame);
  };
}

/**
 * Runs `then` two frames from now, so that what changed before has reached screen readers as its
 * own update, and not before HOLD_MS after focus was held in <main>. Focus moved in the same
 * update that removed the focused link was taken by Orca without a word, and a control drawn in
 * the same update as the focus could take the focus from the heading in Orca's eyes. Returns a
 * function that cancels it.
 */
export function afterNextFrame(then: () => void): () => void {
  let timer: number | undefined;
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      const wait = heldAt + HOLD_MS - performance.now();
      const run = () => {
        then();
        releaseHeldFocus();
      };
      if (wait > 0) timer = window.setTimeout(run, wait);
      else run();
    });
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Where the pressed link or button went away with the old page (focus fell to <body>), first
 * focus <main>, which stays: Orca still held the removed link as its position and took the next
 * focus (the new page's heading) in silence. From <main> the heading's focus is announced, when
 * Orca had the time to take <main>'s (afterNextFrame waits for it).
 */
export function holdFocusInMain(main: HTMLElement | null): void {
  const active = document.activeElement;
  if (main && (active === null || active === document.body)) {
    main.focus({ preventScroll: true });
    const at = performance.now();
    heldAt = at;
    holding = true;
    window.setTimeout(() => {
      if (heldAt === at) releaseHeldFocus();
    }, HOLD_RELEASE_MS);
  }
}

/** Elements that only script focuses: page headings, <main>, a view's heading. */
const FOCUSED_BY_SCRIPT = '[tabindex="-1"]';

/**
 * Elements that take focus from script (tabindex -1: the page headings, <main>) were read by Orca
 * as "… heading level 1 clickable", "main content clickable". React listens for clicks on its
 * root element, so Chromium gives every element inside it the action "clickAncestor", and Orca
 * calls a focusable element with that action clickable. An element with a click handler of its
 * own has the action "click" instead, which Orca does not mention for a focusable element. So
 * each such element gets an empty click handler as it comes (one observer here for the whole
 * app; it looks only at what was added). Nothing happens on a click, as before.
 */
export function quietScriptFocusTargets(): void {
  const ignoreClick = () => undefined;
  const quiet = (element: Element) => {
    if (element instanceof HTMLElement && !element.onclick) element.onclick = ignoreClick;
  };
  const quietWithin = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(FOCUSED_BY_SCRIPT)) quiet(node);
    node.querySelectorAll(FOCUSED_BY_SCRIPT).forEach(quiet);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') quietWithin(record.target);
      else record.addedNodes.forEach(quietWithin);
    }
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['tabindex'],
  });
  quietWithin(document.documentElement);
}
