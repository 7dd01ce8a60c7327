/**
 * The reader's chosen text size (A / A+ / A++). Stored in localStorage under `text_size` and
 * applied as a data attribute on <html>; the stylesheet scales the root font size from it, so
 * every rem-based size on every page follows.
 */

export const TEXT_SIZES = ['normal', 'large', 'x-large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_SIZE_STORAGE_KEY = 'text_size';
const DEFAULT_TEXT_SIZE: TextSize = 'normal';

function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

export function readTextSize(): TextSize {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(stored) ? stored : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

export function applyTextSize(size: TextSize): void {
  document.documentElement.dataset.textSize = size;
}

export function saveTextSize(size: TextSize): void {
  applyTextSize(size);
  try {
    window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Storage can be unavailable (private mode, full quota); the size still applies to this page.
  }
}

/** Applies the stored size before the first render so the page never jumps. */
export function applyStoredTextSize(): void {
  applyTextSize(readTextSize());
}
