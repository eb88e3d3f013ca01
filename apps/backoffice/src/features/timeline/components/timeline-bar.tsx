import {
  TIMELINE_MESSAGES,
  formatGuests,
  formatTableNumbers,
  getStatusPresentation,
  type TimelineAxis,
  type TimelineBar as Bar,
} from '@app/domain';
import { AlertTriangle } from '@app/ui/icons';
import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { barBox } from '../timeline-draft';

/** How a bar is grabbed: by its body (moved) or by its right edge (stretched). */
export type GrabKind = 'move' | 'stretch';

export interface TimelineBarProps {
  bar: Bar;
  axis: TimelineAxis;
  name: string;
  /** The row it is drawn on: a booking on several tables is drawn on each, focusable on its first only. */
  rowTable: string;
  /** It is being moved (its ghost shows where); drawn faded. */
  moving: boolean;
  selected: boolean;
  /** The id of the text telling how to move a bar from the keyboard. */
  helpId: string;
  onGrab(event: PointerEvent<HTMLElement>, bar: Bar, rowTable: string, kind: GrabKind): void;
  onKey(event: KeyboardEvent<HTMLElement>, bar: Bar): void;
  /** A click (not the end of a drag): the booking is selected. */
  onSelect(bar: Bar): void;
}

/** What a bar shows: who, then how many and when (« Table proposée » while the engine's table is untouched). */
export function barText(bar: Bar): string {
  const when = `${formatGuests({ count: bar.partySize })}, ${bar.startTime}–${bar.endTime}`;
  return bar.proposed ? `${when}, ${TIMELINE_MESSAGES.proposed}` : when;
}

/**
 * What a bar says to screen readers: what it shows (so the visible text starts its name, WCAG 2.5.3), then its
 * status, its tables and a conflict.
 */
export function barLabel(bar: Bar, name: string): string {
  const status = getStatusPresentation(bar.status)?.label ?? bar.status;
  return [
    name,
    barText(bar),
    status,
    formatTableNumbers({ tables: bar.tables }),
    ...(bar.conflicts.length > 0 ? [TIMELINE_MESSAGES.conflict] : []),
  ].join(', ');
}

/**
 * A booking on the grid: from its time to when it frees the table, coloured by its status (and named: never
 * colour alone), « Table proposée » dashed, a conflict outlined in red with its mark. Dragged by its body to
 * another table or time, by its right edge to hold the table longer or shorter; from the keyboard, Enter picks
 * it up, the arrows move it, Enter confirms and Escape cancels.
 */
export const TimelineBarView = memo(function TimelineBarView({
  bar,
  axis,
  name,
  rowTable,
  moving,
  selected,
  helpId,
  onGrab,
  onKey,
  onSelect,
}: TimelineBarProps) {
  const box = barBox(axis, bar.start, bar.end);
  const colours = getStatusPresentation(bar.status)?.badge;
  const primary = bar.tables[0] === rowTable;
  const conflict = bar.conflicts.length > 0;
  const classes = [
    'tl-bar',
    `tl-bar--${bar.status.toLowerCase()}`,
    bar.proposed ? 'tl-bar--proposed' : '',
    conflict ? 'tl-bar--conflict' : '',
    moving ? 'tl-bar--moving' : '',
    selected ? 'tl-bar--selected' : '',
    bar.finished ? 'tl-bar--finished' : '',
  ].filter(Boolean);
  return (
    <div
      role="button"
      tabIndex={primary ? 0 : -1}
      aria-hidden={primary ? undefined : true}
      aria-label={barLabel(bar, name)}
      aria-describedby={primary ? helpId : undefined}
      aria-pressed={selected}
      data-bar={bar.bookingId}
      className={classes.join(' ')}
      title={barLabel(bar, name)}
      style={{
        left: `${box.left}%`,
        width: `${box.width}%`,
        ...(colours ? { background: colours.background, color: colours.text } : {}),
      }}
      onPointerDown={(event) => onGrab(event, bar, rowTable, 'move')}
      onKeyDown={(event) => onKey(event, bar)}
      onClick={() => onSelect(bar)}
    >
      {conflict ? <AlertTriangle className="tl-bar__icon" aria-hidden="true" /> : null}
      <span className="tl-bar__name">{name}</span> <span className="tl-bar__meta">{barText(bar)}</span>
      {bar.finished ? null : (
        <span
          className="tl-bar__stretch"
          aria-hidden="true"
          onPointerDown={(event) => {
            event.stopPropagation();
            onGrab(event, bar, rowTable, 'stretch');
          }}
        />
      )}
    </div>
  );
});
