/** Where the sessionStorage copy lives: React Router's own key, so a reload keeps the positions. */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * The scroll position of each page of this tab's history (by history entry key), kept across a
 * reload in sessionStorage, as React Router's ScrollRestoration keeps them (lib/app-router.tsx).
 */
export class ScrollPositions {
  private readonly positions = read();

  /** Keeps the position of the page at `currentKey()` and all the others when the tab goes. */
  constructor(currentKey: () => string) {
    window.addEventListener('pagehide', () => {
      this.save(currentKey());
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(this.positions));
      } catch {
        // Without storage a reload starts at the top.
      }
    });
  }

  save(key: string): void {
    this.positions[key] = window.scrollY;
  }

  get(key: string): number | undefined {
    return this.positions[key];
  }
}

function read(): Record<string, number> {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}
