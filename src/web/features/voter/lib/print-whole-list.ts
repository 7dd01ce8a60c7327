import { setPrinting } from '../hooks/use-printing';

/** How long "Tulosta" waits at most for the photos of the whole list before opening printing. */
const PHOTO_WAIT_MS = 2000;

/**
 * "Tulosta": puts the whole list on the page, waits briefly for its photos (they load only when
 * needed on screen) and opens the browser's printing. `afterprint` returns to the screen view.
 * Loaded when "Tulosta" is pressed (results-page.tsx), not with the page.
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
