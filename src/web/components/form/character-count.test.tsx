import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/hooks';
import { CharacterCount, characterCountText } from './character-count';

const fi: Translate = (id, values) => i18nFor('fi')._(id, values);
const sv: Translate = (id, values) => i18nFor('sv')._(id, values);

describe('character count text', () => {
  it('tells how many characters are left, or how many too many', () => {
    expect(characterCountText(fi, 0, 1000)).toBe('Voit kirjoittaa vielä 1000 merkkiä.');
    expect(characterCountText(fi, 999, 1000)).toBe('Voit kirjoittaa vielä 1 merkin.');
    expect(characterCountText(fi, 1000, 1000)).toBe('Voit kirjoittaa vielä 0 merkkiä.');
    expect(characterCountText(fi, 1003, 1000)).toBe('Merkkejä on 3 liikaa.');
  });

  it('speaks Swedish on a Swedish page', () => {
    expect(characterCountText(sv, 1, 1000)).toBe('Du kan skriva 999 tecken till.');
    expect(characterCountText(sv, 1002, 1000)).toBe('Du har 2 tecken för mycket.');
  });
});

describe('the character count read out', () => {
  it('waits for a pause, and says nothing of the text the field started with', () => {
    vi.useFakeTimers();
    try {
      const count = (length: number) => (
        <CharacterCount id="count" hintId="hint" length={length} max={10} announceDelayMs={100} />
      );
      const view = render(count(5));
      const live = () => view.container.querySelector('[aria-live="polite"]')?.textContent;
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(live()).toBe('');
      view.rerender(count(6));
      act(() => {
        vi.advanceTimersByTime(50);
      });
      view.rerender(count(7));
      act(() => {
        vi.advanceTimersByTime(50);
      });
      expect(live()).toBe('');
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(live()).toBe('Voit kirjoittaa vielä 3 merkkiä.');
      view.rerender(count(5));
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(live()).toBe('Voit kirjoittaa vielä 5 merkkiä.');
    } finally {
      vi.useRealTimers();
    }
  });
});
