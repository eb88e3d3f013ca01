import type { FloorPlanElement } from '@app/domain';

/**
 * The joinable groups drawn on the plan under the tables: a dashed line from table to table and the group's
 * seats at their middle (« 6 places »), following the tables while they are dragged. Decorative for screen
 * readers: « Tables associées » lists the same groups in words.
 */
export function GroupLinks({
  elements,
  groups,
  width,
  height,
}: {
  elements: readonly FloorPlanElement[];
  groups: readonly { id: string; tableIds: readonly string[]; capacity: number }[];
  width: number;
  height: number;
}) {
  const centres = new Map(
    elements.map((e) => [e.id, { x: e.x + e.width / 2, y: e.y + e.height / 2 }] as const),
  );
  return (
    <svg className="fp-links" aria-hidden="true" width={width} height={height}>
      {groups.map((group) => {
        const points = group.tableIds.flatMap((id) => {
          const centre = centres.get(id);
          return centre ? [centre] : [];
        });
        // A group reaching into another room is drawn where its tables are: here only when two are.
        if (points.length < 2) return null;
        const middle = {
          x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
          y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
        };
        return (
          <g key={group.id} className="fp-links__group" data-group-id={group.id}>
            <polyline className="fp-links__line" points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
            <text className="fp-links__seats" x={middle.x} y={middle.y + 22} textAnchor="middle">
              {group.capacity} places
            </text>
          </g>
        );
      })}
    </svg>
  );
}
