import { describe, expect, it } from 'vitest';
import { intersects, nearestPoint, placeLabels } from './label-layout';

const area = { x: 0, y: 0, width: 300, height: 300 };
const label = (key: string, x: number, y: number) => ({
  key,
  x,
  y,
  radius: 6,
  width: 40,
  height: 20,
});

describe('placeLabels', () => {
  it('puts a lone label right of its mark', () => {
    const [placed] = placeLabels([label('a', 100, 100)], [], area, 5);
    expect(placed).toEqual({
      key: 'a',
      box: { x: 111, y: 90, width: 40, height: 20 },
      moved: false,
    });
  });

  it('keeps labels of marks at the same spot apart, moving later ones', () => {
    const labels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((k) =>
      label(k, 150, 150),
    );
    const placed = placeLabels(labels, [], area, 5);
    expect(placed).toHaveLength(10);
    placed.forEach((a, i) =>
      placed.slice(i + 1).forEach((b) => expect(intersects(a.box, b.box)).toBe(false)),
    );
    expect(placed.some((p) => p.moved)).toBe(true);
  });

  it('stays inside the area and off the obstacles, leaving out a label with no room', () => {
    const obstacle = { x: 0, y: 0, width: 300, height: 280 };
    const floor = { x: 0, y: 280, width: 240, height: 20 };
    const placed = placeLabels(
      [label('a', 230, 290), label('b', 10, 290)],
      [obstacle, floor],
      area,
      5,
    );
    expect(placed.map((p) => p.key)).toEqual(['a']);
    expect(placed[0]!.box.x).toBeGreaterThanOrEqual(0);
    expect(placed[0]!.box.y + 20).toBeLessThanOrEqual(300);
    expect(intersects(placed[0]!.box, obstacle)).toBe(false);
    expect(intersects(placed[0]!.box, floor)).toBe(false);
  });
});

describe('nearestPoint', () => {
  it('clamps the mark to the box', () => {
    expect(nearestPoint({ x: 10, y: 10, width: 20, height: 10 }, 0, 15)).toEqual({ x: 10, y: 15 });
  });
});
