import { describe, expect, it } from 'vitest';
import { recordSlotClosures } from './record-slot-closures';

const marie = { by: 'Marie D.', byUid: 'u-marie' };
const paul = { by: 'Paul M.', byUid: 'u-paul' };

describe('recordSlotClosures', () => {
  it('signs a slot newly closed, keeps the first signature of a slot still closed, drops a reopened one', () => {
    const first = recordSlotClosures({
      previous: undefined,
      next: { lunch: ['12:00'], dinner: ['20:00'] },
      by: marie,
      at: '2026-11-26T17:02:00.000Z',
    });
    expect(first).toEqual({
      '12:00': { ...marie, at: '2026-11-26T17:02:00.000Z' },
      '20:00': { ...marie, at: '2026-11-26T17:02:00.000Z' },
    });
    const second = recordSlotClosures({
      previous: first,
      next: { lunch: [], dinner: ['20:00', '21:00'] },
      by: paul,
      at: '2026-11-26T18:10:00.000Z',
    });
    expect(second).toEqual({
      '20:00': { ...marie, at: '2026-11-26T17:02:00.000Z' },
      '21:00': { ...paul, at: '2026-11-26T18:10:00.000Z' },
    });
  });
});
