import type { FloorPlanElement } from '../schemas/floor-plan';

type Point = { x: number; y: number };
type Outline = { kind: 'circle'; centre: Point; radius: number } | { kind: 'polygon'; corners: Point[] };

/** Elements that only touch (a shared edge, a rounding of a turned corner) do not overlap. */
const TOLERANCE = 0.5;

/** The footprint as drawn: turned about its centre (CSS's default origin); a round table of equal sides is a disc. */
function outline(element: FloorPlanElement): Outline {
  const centre = { x: element.x + element.width / 2, y: element.y + element.height / 2 };
  if (element.type === 'table' && element.shape === 'circle' && element.width === element.height) {
    return { kind: 'circle', centre, radius: element.width / 2 };
  }
  const angle = ((element.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const hw = element.width / 2;
  const hh = element.height / 2;
  const corners = [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([dx, dy]) => ({ x: centre.x + dx! * cos - dy! * sin, y: centre.y + dx! * sin + dy! * cos }));
  return { kind: 'polygon', corners };
}

function project(corners: Point[], axis: Point): [number, number] {
  const values = corners.map((c) => c.x * axis.x + c.y * axis.y);
  return [Math.min(...values), Math.max(...values)];
}

function axes(corners: Point[]): Point[] {
  return corners.map((c, i) => {
    const next = corners[(i + 1) % corners.length]!;
    const length = Math.hypot(next.x - c.x, next.y - c.y) || 1;
    return { x: -(next.y - c.y) / length, y: (next.x - c.x) / length };
  });
}

/** Separating axis theorem: two convex outlines overlap when no edge normal separates them. */
function polygonsOverlap(a: Point[], b: Point[]): boolean {
  return [...axes(a), ...axes(b)].every((axis) => {
    const [minA, maxA] = project(a, axis);
    const [minB, maxB] = project(b, axis);
    return maxA - minB > TOLERANCE && maxB - minA > TOLERANCE;
  });
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function discMeetsPolygon(centre: Point, radius: number, corners: Point[]): boolean {
  const sides = corners.map((c, i) => {
    const n = corners[(i + 1) % corners.length]!;
    return (n.x - c.x) * (centre.y - c.y) - (n.y - c.y) * (centre.x - c.x);
  });
  if (sides.every((s) => s >= 0) || sides.every((s) => s <= 0)) return true;
  const nearest = Math.min(
    ...corners.map((c, i) => distanceToSegment(centre, c, corners[(i + 1) % corners.length]!)),
  );
  return nearest < radius - TOLERANCE;
}

function outlinesOverlap(a: Outline, b: Outline): boolean {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) < a.radius + b.radius - TOLERANCE;
  }
  if (a.kind === 'circle') return discMeetsPolygon(a.centre, a.radius, (b as { corners: Point[] }).corners);
  if (b.kind === 'circle') return discMeetsPolygon(b.centre, b.radius, a.corners);
  return polygonsOverlap(a.corners, b.corners);
}

/** Whether two elements are drawn on top of each other (touching is allowed), whatever their kinds. */
export function elementsOverlap(a: FloorPlanElement, b: FloorPlanElement): boolean {
  return outlinesOverlap(outline(a), outline(b));
}

/**
 * The pairs of a room's elements drawn on top of each other, in the room's order, where at least one is a
 * table: a table is never under another table, a wall or a piece of furniture (staff would seat guests on a
 * table they cannot reach), while walls meet at corners and a counter stands against a wall. Turned
 * elements are compared as drawn (turned about their centre), round tables as discs; touching is allowed.
 * @example findElementOverlaps({ elements: [table1, table2AtTheSamePlace] }) // [[table1, table2AtTheSamePlace]]
 */
export function findElementOverlaps<E extends FloorPlanElement>({
  elements,
}: {
  elements: readonly E[];
}): [E, E][] {
  const outlines = elements.map(outline);
  const pairs: [E, E][] = [];
  elements.forEach((a, i) => {
    for (let j = i + 1; j < elements.length; j++) {
      const b = elements[j]!;
      if (a.type !== 'table' && b.type !== 'table') continue;
      if (outlinesOverlap(outlines[i]!, outlines[j]!)) pairs.push([a, b]);
    }
  });
  return pairs;
}
