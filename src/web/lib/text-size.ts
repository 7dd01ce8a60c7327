/**
 * The reader's chosen text size (A / A+ / A++). Stored in localStorage under `text_size` and
 * applied as a data attribute on <html>; the stylesheet scales the root font size from it, so
 * every rem-based size on every page follows.
 */

import { deviceStorage, readItem, writeItem } from './storage';

export const TEXT_SIZES = ['normal', 'large', 'x-large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_SIZE_STORAGE_KEY = 'text_size';
const DEFAULT_TEXT_SIZE: TextSize = 'normal';

function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

export function readTextSize(): TextSize {
  const stored = readItem(deviceStorage(), TEXT_SIZE_STORAGE_KEY);
  return isTextSize(stored) ? stored : DEFAULT_TEXT_SIZE;
}

export function applyTextSize(size: TextSize): void {
  document.documentElement.dataset.textSize = size;
}

export function saveTextSize(size: TextSize): void {
  applyTextSize(size);
  // Storage can be unavailable (private mode, full quota); the size still applies to this page.
  writeItem(deviceStorage(), TEXT_SIZE_STORAGE_KEY, size);
}

/** Applies the stored size before the first render so the page never jumps. */
export function applyStoredTextSize(): void {
  applyTextSize(readTextSize());
}
