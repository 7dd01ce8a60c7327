/**
 * Label placement for the value map: each label goes beside its mark if it fits there without
 * covering another label, a mark or the axis names; otherwise it is moved outwards step by step
 * (and the chart draws a leader line from the mark to it). A label that finds no free place
 * inside the chart is left out; the tables under the map list every party anyway.
 *
 * All sizes are in the chart's own units, which the chart keeps equal to CSS pixels.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelRequest {
  key: string;
  /** The mark's centre. */
  x: number;
  y: number;
  /** Half the mark's size: the label keeps at least this far from the centre. */
  radius: number;
  width: number;
  height: number;
}

export interface PlacedLabel {
  key: string;
  box: Box;
  /** True when the label is not right beside its mark, so a leader line should join them. */
  moved: boolean;
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Directions tried around a mark, most readable first: right, left, above, below, corners. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
];

/** The box of a label whose nearest side (or corner) is `distance` from the mark in `dir`. */
function boxAt(label: LabelRequest, [dx, dy]: readonly [number, number], distance: number): Box {
  const diagonal = dx !== 0 && dy !== 0 ? Math.SQRT1_2 : 1;
  const px = label.x + dx * distance * diagonal;
  const py = label.y + dy * distance * diagonal;
  const x = dx > 0 ? px : dx < 0 ? px - label.width : px - label.width / 2;
  const y = dy > 0 ? py : dy < 0 ? py - label.height : py - label.height / 2;
  return { x, y, width: label.width, height: label.height };
}

function inside(box: Box, area: Box): boolean {
  return (
    box.x >= area.x &&
    box.y >= area.y &&
    box.x + box.width <= area.x + area.width &&
    box.y + box.height <= area.y + area.height
  );
}

/**
 * Places the labels in the given order (earlier ones get the better places), avoiding each
 * other and the `obstacles` (marks, axis names) and staying inside `area`. `gap` is the space
 * between a mark and its label and the step by which a label moves further out.
 */
export function placeLabels(
  labels: readonly LabelRequest[],
  obstacles: readonly Box[],
  area: Box,
  gap: number,
): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  const step = Math.max(gap, 1);
  const furthest = Math.hypot(area.width, area.height);
  for (const label of labels) {
    let found: PlacedLabel | undefined;
    for (let ring = 0; !found && ring * step <= furthest; ring += 1) {
      const distance = label.radius + gap + ring * step;
      for (const direction of DIRECTIONS) {
        const box = boxAt(label, direction, distance);
        if (!inside(box, area) || taken.some((other) => intersects(box, other))) continue;
        found = { key: label.key, box, moved: ring > 0 };
        break;
      }
    }
    if (found) {
      placed.push(found);
      taken.push(found.box);
    }
  }
  return placed;
}

/** The point of `box` nearest to (x, y): where a leader line from the mark meets the label. */
export function nearestPoint(box: Box, x: number, y: number): { x: number; y: number } {
  return {
    x: Math.min(Math.max(x, box.x), box.x + box.width),
    y: Math.min(Math.max(y, box.y), box.y + box.height),
  };
}
