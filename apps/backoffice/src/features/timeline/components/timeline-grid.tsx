import { TIMELINE_MESSAGES, type ServiceTimeline, type TimelineBar } from '@app/domain';
import { useMemo } from 'react';
import { barBox, type TimelineDraft } from '../timeline-draft';
import { TimelineRowView, type RowGhost, type TimelineRowProps } from './timeline-row';

export interface TimelineGridProps extends Pick<
  TimelineRowProps,
  'helpId' | 'onGrab' | 'onKey' | 'onSelect' | 'onFreeCell' | 'nameOf'
> {
  timeline: ServiceTimeline;
  label: string;
  draft: TimelineDraft | null;
  /** The engine's verdict on the draft: null when it may go there, else why not. */
  draftRefusal: string | null;
  selectedId: string | null;
  /** Real minutes of the day now, on today's grid (the red line); null on another day. */
  nowMinutes: number | null;
}

/**
 * The grid of the service: the hours across, then room by room a row per table (joinable groups named on
 * their rows), the bookings as bars, the ghost of the one being moved on the rows it would take.
 */
export function TimelineGrid({
  timeline,
  label,
  draft,
  draftRefusal,
  selectedId,
  nowMinutes,
  ...rest
}: TimelineGridProps) {
  const { axis } = timeline;
  const barsByTable = useMemo(() => {
    const map = new Map<string, TimelineBar[]>();
    for (const bar of timeline.bars) {
      for (const table of bar.tables) map.set(table, [...(map.get(table) ?? []), bar]);
    }
    return map;
  }, [timeline.bars]);
  const ghostOf = (table: string): RowGhost | null => {
    if (!draft || !draft.tables.includes(table)) return null;
    const end = draft.start + draft.minutes;
    const text = `${timeline.clock.wallTimeOf(draft.start)}–${timeline.clock.wallTimeOf(end)}`;
    return { start: draft.start, end, refused: draftRefusal !== null, label: text };
  };
  const now = nowMinutes !== null && nowMinutes >= axis.start && nowMinutes < axis.end ? nowMinutes : null;
  return (
    <div className="tl-grid" role="region" aria-label={label}>
      <div className="tl-row tl-row--axis" aria-hidden="true">
        <div className="tl-row__head" />
        <div className="tl-row__track">
          {axis.columns
            .filter((column) => column.hour)
            .map((column) => (
              <span
                key={column.minutes}
                className="tl-axis__label"
                style={{ left: `${barBox(axis, column.minutes, column.minutes).left}%` }}
              >
                {column.label}
              </span>
            ))}
        </div>
      </div>
      {timeline.rooms.map((room) => (
        <section key={room.id} className="tl-room" aria-label={room.name}>
          <h3 className="tl-room__name">{room.name}</h3>
          {room.tables.map((row) => (
            <TimelineRowView
              key={row.table}
              row={row}
              bars={barsByTable.get(row.table) ?? []}
              axis={axis}
              movingId={draft?.bookingId ?? null}
              selectedId={selectedId}
              ghost={ghostOf(row.table)}
              {...rest}
            />
          ))}
        </section>
      ))}
      {now !== null ? (
        <div
          className="tl-now"
          aria-hidden="true"
          style={{ ['--tl-now' as string]: `${barBox(axis, now, now).left}` }}
        />
      ) : null}
      {timeline.rooms.length === 0 ? <p className="tl-empty">{TIMELINE_MESSAGES.empty}</p> : null}
    </div>
  );
}
