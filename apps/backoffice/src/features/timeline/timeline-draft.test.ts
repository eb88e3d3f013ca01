import type { TimelineAxis } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  barBox,
  draftAfterKey,
  draftOf,
  isStretched,
  isUnmoved,
  minutesAtOffset,
  quartersOfDrag,
} from './timeline-draft';

const H = 60;
const axis: TimelineAxis = { start: 19 * H, end: 23 * H, columns: [] };
const rows = ['1', '2', '3', '10'];
const bar = { bookingId: 'b', tables: ['2'], start: 20 * H, end: 21 * H + 30 };
const key = (k: string, shiftKey = false) => ({ key: k, shiftKey });

describe('timeline draft', () => {
  it('moves a quarter later or earlier with → and ←, and stretches with Shift', () => {
    const draft = draftOf(bar);
    const later = draftAfterKey(draft, key('ArrowRight'), { axis, rows });
    expect(later).toMatchObject({ start: 20 * H + 15, minutes: 90, tables: ['2'] });
    expect(draftAfterKey(draft, key('ArrowLeft'), { axis, rows })?.start).toBe(19 * H + 45);
    const longer = draftAfterKey(draft, key('ArrowRight', true), { axis, rows });
    expect(longer).toMatchObject({ start: 20 * H, minutes: 105 });
    expect(longer && isStretched(longer)).toBe(true);
    expect(later && isStretched(later)).toBe(false);
  });

  it('moves to the table above or below with ↑ and ↓, a joined booking keeping how many tables it holds', () => {
    const draft = draftOf(bar);
    expect(draftAfterKey(draft, key('ArrowDown'), { axis, rows })?.tables).toEqual(['3']);
    expect(draftAfterKey(draft, key('ArrowUp'), { axis, rows })?.tables).toEqual(['1']);
    const pair = draftOf({ ...bar, tables: ['2', '3'] });
    expect(draftAfterKey(pair, key('ArrowDown'), { axis, rows })?.tables).toEqual(['3', '10']);
    // Nothing below the last row: the draft stays.
    const last = draftOf({ ...bar, tables: ['10'] });
    expect(draftAfterKey(last, key('ArrowDown'), { axis, rows })?.tables).toEqual(['10']);
    expect(draftAfterKey(draft, key('a'), { axis, rows })).toBeNull();
  });

  it('keeps the start on the axis and the hold within 30 min – 6 h', () => {
    let draft = draftOf({ ...bar, start: 19 * H, end: 19 * H + 30 });
    expect(draftAfterKey(draft, key('ArrowLeft'), { axis, rows })?.start).toBe(19 * H);
    expect(draftAfterKey(draft, key('ArrowLeft', true), { axis, rows })?.minutes).toBe(30);
    draft = draftOf({ ...bar, end: bar.start + 360 });
    expect(draftAfterKey(draft, key('ArrowRight', true), { axis, rows })?.minutes).toBe(360);
  });

  it('knows a draft put back where it was', () => {
    const draft = draftOf(bar);
    const back = draftAfterKey(draftAfterKey(draft, key('ArrowRight'), { axis, rows })!, key('ArrowLeft'), {
      axis,
      rows,
    })!;
    expect(isUnmoved(back)).toBe(true);
    expect(isUnmoved(draftAfterKey(draft, key('ArrowDown'), { axis, rows })!)).toBe(false);
  });

  it('reads pointer positions to the quarter and places windows in percent of the track', () => {
    // 4 h over 960 px: 60 px a quarter.
    expect(minutesAtOffset(axis, 0, 960)).toBe(19 * H);
    expect(minutesAtOffset(axis, 100, 960)).toBe(19 * H + 30);
    expect(minutesAtOffset(axis, 5000, 960)).toBe(23 * H);
    expect(quartersOfDrag(axis, 89, 960)).toBe(1);
    expect(quartersOfDrag(axis, -95, 960)).toBe(-2);
    expect(barBox(axis, 20 * H, 21 * H)).toEqual({ left: 25, width: 25 });
    // A late dinner running past the axis is cut at its edge.
    expect(barBox(axis, 22 * H, 24 * H)).toEqual({ left: 75, width: 25 });
  });
});
