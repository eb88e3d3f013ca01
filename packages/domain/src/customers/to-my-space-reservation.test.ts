import { describe, expect, it } from 'vitest';
import { toMySpaceReservation } from './to-my-space-reservation';

describe('toMySpaceReservation', () => {
  it('reads a stored booking, a declared visit, and refuses an unreadable status', () => {
    expect(
      toMySpaceReservation({
        id: 'r1',
        data: {
          restaurantId: 'x',
          restaurantName: 'Au Bureau',
          date: '2026-11-28',
          time: '20:30',
          partySize: 4,
          status: 'pending',
        },
        archived: false,
      }),
    ).toEqual({
      id: 'r1',
      restaurantId: 'x',
      restaurantName: 'Au Bureau',
      date: '2026-11-28',
      time: '20:30',
      partySize: 4,
      status: 'PENDING',
      refused: false,
      archived: false,
      isVisit: false,
    });
    expect(
      toMySpaceReservation({ id: 'v', data: { status: 'VISIT_DECLARED' }, archived: true })?.isVisit,
    ).toBe(true);
    expect(toMySpaceReservation({ id: 'z', data: { status: 'perdu' }, archived: false })).toBeNull();
  });

  it('marks a refused request, from the venue’s refusal or the copy’s flag, and only a cancelled one', () => {
    const read = (data: Record<string, unknown>) =>
      toMySpaceReservation({ id: 'r', data, archived: false })?.refused;
    expect(read({ status: 'CANCELLED', refusal: { reason: 'full', at: '2026-11-20T10:00:00Z' } })).toBe(true);
    expect(read({ status: 'CANCELLED', refused: true })).toBe(true);
    expect(read({ status: 'CANCELLED' })).toBe(false);
    expect(read({ status: 'PENDING', refused: true })).toBe(false);
  });
});
