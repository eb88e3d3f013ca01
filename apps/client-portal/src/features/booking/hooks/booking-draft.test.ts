import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftReducer,
  emptyDraft,
  loadDraft,
  saveDraft,
  type BookingDraft,
} from './booking-draft';

const start = emptyDraft('req-1');
const ids = (() => {
  let n = 1;
  return () => `req-${(n += 1)}`;
})();

afterEach(() => sessionStorage.clear());

describe('draftReducer', () => {
  it('keeps the time for the same date, forgets it for another', () => {
    const s = draftReducer(start, { type: 'pickTime', date: '2026-11-25', time: '12:00' });
    expect(draftReducer(s, { type: 'pickDate', date: '2026-11-25' }).time).toBe('12:00');
    expect(draftReducer(s, { type: 'pickDate', date: '2026-11-26' })).toMatchObject({
      date: '2026-11-26',
      time: undefined,
    });
  });

  it('keeps the typed details and the request id when the slot is refused', () => {
    let s: BookingDraft = { ...start, date: '2026-11-25', time: '20:00', partySize: 4 };
    s = draftReducer(s, { type: 'editDetails', details: { firstName: 'Marie', email: 'marie@example.fr' } });
    s = draftReducer(s, { type: 'slotRefused' });
    expect(s).toMatchObject({ date: '2026-11-25', time: undefined, partySize: 4, requestId: 'req-1' });
    expect(s.details).toMatchObject({ firstName: 'Marie', email: 'marie@example.fr', lastName: '' });
  });

  it('confirms what the server booked, then starts a new request with the details kept', () => {
    let s: BookingDraft = { ...start, date: '2026-11-25', time: '20:00', partySize: 4 };
    s = draftReducer(s, { type: 'editDetails', details: { firstName: 'Léa' } });
    const done = draftReducer(s, {
      type: 'booked',
      booking: { reservationId: 'r1', date: '2026-11-24', time: '19:30', partySize: 2 },
      nextRequestId: 'req-9',
    });
    expect(done.booked).toMatchObject({
      reservationId: 'r1',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
    });
    expect(done.booked?.details.firstName).toBe('Léa');
    expect(done.requestId).toBe('req-9');
    expect([done.date, done.time, done.partySize]).toEqual([undefined, undefined, undefined]);
    expect(done.details.firstName).toBe('Léa');
  });
});

describe('draft storage', () => {
  it('keeps a draft per restaurant for a reload, and forgets it on reset', () => {
    const draft = draftReducer(
      { ...start, date: '2026-11-25', partySize: 3 },
      { type: 'editDetails', details: { phone: '06 12 34 56 78' } },
    );
    saveDraft('r1', draft);
    expect(loadDraft('r1', ids)).toEqual(draft);
    expect(loadDraft('r2', ids)).toEqual(emptyDraft('req-2'));
    clearDraft('r1');
    expect(loadDraft('r1', () => 'req-7')).toEqual(emptyDraft('req-7'));
  });

  it('starts afresh from a malformed entry', () => {
    sessionStorage.setItem('reservation:r1', '{"details":3');
    expect(loadDraft('r1', () => 'new').requestId).toBe('new');
    sessionStorage.setItem('reservation:r1', JSON.stringify({ details: null, requestId: 'x' }));
    expect(loadDraft('r1', () => 'new').requestId).toBe('new');
  });
});
