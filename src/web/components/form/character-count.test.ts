import { describe, expect, it } from 'vitest';
import { characterCountText } from './character-count';

describe('character count text', () => {
  it('tells how many characters are left, or how many too many', () => {
    expect(characterCountText(0, 1000)).toBe('Voit kirjoittaa vielä 1000 merkkiä.');
    expect(characterCountText(999, 1000)).toBe('Voit kirjoittaa vielä 1 merkin.');
    expect(characterCountText(1000, 1000)).toBe('Voit kirjoittaa vielä 0 merkkiä.');
    expect(characterCountText(1003, 1000)).toBe('Merkkejä on 3 liikaa.');
  });
});
