import { TIMELINE_MESSAGES, type TimelineAxis, type TimelineBar, type TimelineTableRow } from '@app/domain';
import { memo } from 'react';
import { barBox } from '../timeline-draft';
import { TimelineBarView, type TimelineBarProps } from './timeline-bar';

/** Where the bar being moved would land on this row, and whether the engine accepts it there. */
export interface RowGhost {
  start: number;
  end: number;
  refused: boolean;
  label: string;
}

export interface TimelineRowProps extends Pick<
  TimelineBarProps,
  'axis' | 'helpId' | 'onGrab' | 'onKey' | 'onSelect'
> {
  row: TimelineTableRow;
  bars: readonly TimelineBar[];
  nameOf(bookingId: string): string;
  movingId: string | null;
  selectedId: string | null;
  ghost: RowGhost | null;
  /** A free quarter of this table clicked: seat a walk-in or book by phone there. */
  onFreeCell(table: string, minutes: number, time: string): void;
}

/** The quarters a booking holds on a row (finished ones hold nothing any more). */
function heldColumns(axis: TimelineAxis, bars: readonly TimelineBar[]): Set<number> {
  const held = new Set<number>();
  for (const bar of bars) {
    if (bar.finished) continue;
    axis.columns.forEach((column, index) => {
      if (column.minutes < bar.end && column.minutes + 15 > bar.start) held.add(index);
    });
  }
  return held;
}

/**
 * One table's row: its number, seats and joinable groups, a cell per quarter of the service (a free one opens
 * the walk-in or the phone booking there), its bookings' bars, and the ghost of the bar being moved.
 */
export const TimelineRowView = memo(function TimelineRowView({
  row,
  bars,
  axis,
  nameOf,
  movingId,
  selectedId,
  ghost,
  helpId,
  onGrab,
  onKey,
  onSelect,
  onFreeCell,
}: TimelineRowProps) {
  const held = heldColumns(axis, bars);
  const box = ghost ? barBox(axis, ghost.start, ghost.end) : null;
  return (
    <div className="tl-row" role="group" aria-label={`Table ${row.table}`} data-row-table={row.table}>
      <div className="tl-row__head">
        <span className="tl-row__table">{row.table}</span>
        <span className="tl-row__seats">{row.seats > 0 ? `${row.seats} pl.` : ''}</span>
        {row.groups.length > 0 ? (
          <span className="tl-row__groups" title={`Tables associables : ${row.groups.join(' ; ')}`}>
            {row.groups.join(' ; ')}
          </span>
        ) : null}
      </div>
      <div className="tl-row__track">
        {axis.columns.map((column, index) =>
          held.has(index) ? (
            <span key={column.minutes} className={`tl-cell${column.hour ? ' tl-cell--hour' : ''}`} />
          ) : (
            <button
              key={column.minutes}
              type="button"
              tabIndex={-1}
              className={`tl-cell tl-cell--free${column.hour ? ' tl-cell--hour' : ''}`}
              aria-label={TIMELINE_MESSAGES.freeCell(row.table, column.label)}
              data-time={column.label}
              onClick={() => onFreeCell(row.table, column.minutes, column.label)}
            />
          ),
        )}
        {bars.map((bar) => (
          <TimelineBarView
            key={bar.bookingId}
            bar={bar}
            axis={axis}
            name={nameOf(bar.bookingId)}
            rowTable={row.table}
            moving={movingId === bar.bookingId}
            selected={selectedId === bar.bookingId}
            helpId={helpId}
            onGrab={onGrab}
            onKey={onKey}
            onSelect={onSelect}
          />
        ))}
        {ghost && box ? (
          <div
            className={`tl-ghost${ghost.refused ? ' tl-ghost--refused' : ''}`}
            style={{ left: `${box.left}%`, width: `${box.width}%` }}
            aria-hidden="true"
          >
            {ghost.label}
          </div>
        ) : null}
      </div>
    </div>
  );
});
