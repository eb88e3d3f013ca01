import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG as config } from './loyalty-config-schema';
import { planStatusCredit, settleStatusCredit } from './plan-status-credit';
import { targetStatusCredit } from './target-status-credit';
import type { ReservationStatus } from '../schemas/reservation-status';

const target = (status: ReservationStatus, cancellation: 'penalty' | 'free' | 'none' = 'penalty') =>
  targetStatusCredit({ status, cancellation, config });

describe('planStatusCredit', () => {
  it('credits a first completion at revision 1', () => {
    expect(planStatusCredit({ held: undefined, target: target('COMPLETED') })).toEqual([
      { effect: 'reservation_completed', revision: 1, pointsDelta: 5, countDelta: 1, floorAtZero: false },
    ]);
  });

  it('takes back exactly what a completion gave, then gives it again at the next revisions (issue 48, defect 1)', () => {
    const completed = { reservation_completed: { points: 5, counted: 1, revision: 1 } };
    expect(planStatusCredit({ held: completed, target: target('SEATED') })).toEqual([
      { effect: 'reservation_completed', revision: 2, pointsDelta: -5, countDelta: -1, floorAtZero: false },
    ]);
    const seated = { reservation_completed: { points: 0, counted: 0, revision: 2 } };
    expect(planStatusCredit({ held: seated, target: target('COMPLETED') })).toEqual([
      { effect: 'reservation_completed', revision: 3, pointsDelta: 5, countDelta: 1, floorAtZero: false },
    ]);
  });

  it('gives a penalty back before it counts a visit, and takes a visit back before it charges a penalty', () => {
    const noShow = { no_show: { points: -20, counted: 1, revision: 1 } };
    expect(planStatusCredit({ held: noShow, target: target('COMPLETED') }).map((m) => m.effect)).toEqual([
      'no_show',
      'reservation_completed',
    ]);
    expect(planStatusCredit({ held: noShow, target: target('COMPLETED') })[0]).toMatchObject({
      pointsDelta: 20,
      revision: 2,
    });
    const completed = { reservation_completed: { points: 5, counted: 1, revision: 1 } };
    expect(planStatusCredit({ held: completed, target: target('NO_SHOW') })).toEqual([
      { effect: 'reservation_completed', revision: 2, pointsDelta: -5, countDelta: -1, floorAtZero: false },
      { effect: 'no_show', revision: 1, pointsDelta: -50, countDelta: 1, floorAtZero: true },
    ]);
  });

  it('moves nothing when the booking already holds what its status earns (a retry)', () => {
    const held = { cancellation: { points: -2, counted: 1, revision: 1 } };
    expect(planStatusCredit({ held, target: target('CANCELLED') })).toEqual([]);
    expect(planStatusCredit({ held: undefined, target: target('CONFIRMED') })).toEqual([]);
    // A free cancellation counts without points.
    expect(planStatusCredit({ held: undefined, target: target('CANCELLED', 'free') })).toEqual([
      { effect: 'cancellation', revision: 1, pointsDelta: 0, countDelta: 1, floorAtZero: true },
    ]);
  });

  it('takes back points left on an effect no longer counted', () => {
    const held = { reservation_completed: { points: 5, counted: 0, revision: 1 } };
    expect(planStatusCredit({ held, target: target('SEATED') })).toEqual([
      { effect: 'reservation_completed', revision: 2, pointsDelta: -5, countDelta: 0, floorAtZero: false },
    ]);
  });
});

describe('settleStatusCredit', () => {
  it('records the points the ledger applied, the count and the revision', () => {
    const held = { reservation_completed: { points: 5, counted: 1, revision: 1 } };
    const moves = planStatusCredit({ held, target: target('NO_SHOW') });
    expect(settleStatusCredit({ held, moves, applied: [-5, -12.5] })).toEqual({
      reservation_completed: { points: 0, counted: 0, revision: 2 },
      no_show: { points: -12.5, counted: 1, revision: 1 },
    });
  });
});
