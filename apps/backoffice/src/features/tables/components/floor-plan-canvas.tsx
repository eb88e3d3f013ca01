import { TABLE_MESSAGES } from '@app/domain';
import type { Reservation, Room } from '@app/domain';
import { CANVAS_PADDING } from '../zoom';
import { tableState } from '../table-occupancy';
import '../tables.css';

export interface FloorPlanCanvasProps {
  room: Room;
  zoom: number;
  occupancy: ReadonlyMap<string, Reservation[]>;
  selected: ReadonlySet<string>;
  /** Tables given to two bookings at the same time (conflictedTables): marked until one moves. */
  conflicts?: ReadonlySet<string>;
  onTableClick(tableNumber: string): void;
}

/** Most reservations written inside a table cell (staff-operations §2). */
const CELL_RESERVATIONS = 4;

const STATE_LABEL = {
  free: 'libre',
  pending: 'en attente',
  confirmed: 'réservée',
  seated: 'clients installés',
} as const;

/** '4 places', '1 place'. */
export function seatsLabel(capacity: number): string {
  return `${capacity} place${capacity > 1 ? 's' : ''}`;
}

/**
 * One room of the floor plan, drawn to scale; tables are buttons coloured by state (free, pending request,
 * confirmed, seated) showing their number and seats ('4 places', '4 pl.' when zoomed out); a table given twice
 * at the same time is outlined in red and says so.
 */
export function FloorPlanCanvas({
  room,
  zoom,
  occupancy,
  selected,
  conflicts,
  onTableClick,
}: FloorPlanCanvasProps) {
  const scale = zoom / 100;
  const width = Math.max(0, ...room.elements.map((e) => e.x + e.width)) + 2 * CANVAS_PADDING;
  const height = Math.max(0, ...room.elements.map((e) => e.y + e.height)) + 2 * CANVAS_PADDING;
  return (
    <div className="plan-viewport">
      <div className="plan-canvas" style={{ width: width * scale, height: height * scale }}>
        {room.elements.map((element) => {
          const style = {
            left: (element.x + CANVAS_PADDING) * scale,
            top: (element.y + CANVAS_PADDING) * scale,
            width: element.width * scale,
            height: element.height * scale,
            transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
          };
          if (element.type !== 'table') {
            return (
              <div
                key={element.id}
                className={`plan-element plan-element--${element.type}`}
                style={style}
                aria-hidden="true"
              >
                {element.type === 'furniture' && zoom >= 60 ? element.name : null}
              </div>
            );
          }
          const occupants = occupancy.get(element.number);
          const state = tableState(occupants);
          const isSelected = selected.has(element.number);
          const conflict = conflicts?.has(element.number) ?? false;
          return (
            <button
              key={element.id}
              type="button"
              className={`plan-table plan-table--${state}${isSelected ? ' plan-table--selected' : ''}${conflict ? ' plan-table--conflict' : ''}${element.shape === 'circle' ? ' plan-table--circle' : ''}`}
              style={{ ...style, fontSize: Math.max(9, 13 * scale) }}
              aria-pressed={isSelected}
              data-table={element.number}
              onClick={() => onTableClick(element.number)}
            >
              {/* Named by what it shows (label in name): 'Table 5 4 places 12:30 · 2p, réservée'. */}
              <span className="sr-only">Table </span>
              <strong>{element.number}</strong>{' '}
              <span className={`plan-table__seats${zoom >= 60 ? '' : ' plan-table__seats--small'}`}>
                {seatsLabel(element.capacity)}
              </span>
              {zoom >= 60 && occupants
                ? occupants.slice(0, CELL_RESERVATIONS).map((r) => (
                    <span key={r.id} className="plan-table__booking">
                      {' '}
                      {r.time} · {r.partySize}p
                    </span>
                  ))
                : null}
              <span className="sr-only">
                , {STATE_LABEL[state]}
                {conflict ? `, ${TABLE_MESSAGES.conflictMark.toLowerCase()}` : ''}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
