import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  copyContactToDraft,
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

  it('confirms what the server booked, then starts a new request with the contact kept, not the request', () => {
    let s: BookingDraft = { ...start, date: '2026-11-25', time: '20:00', partySize: 4 };
    s = draftReducer(s, {
      type: 'editDetails',
      details: { firstName: 'Léa', specialRequests: 'Anniversaire de Paul', terrace: true },
    });
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
    // The booking's own request stays with it (issue 48, defect 6).
    expect(done.booked?.details.specialRequests).toBe('Anniversaire de Paul');
    expect(done.details).toMatchObject({ specialRequests: '', terrace: false });
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

  it('starts a blank form when the booking link is opened again after a booking, not on a reload (issue 48, defect 6)', () => {
    const filled = draftReducer(
      { ...start, date: '2026-11-25', time: '20:00', partySize: 3 },
      {
        type: 'editDetails',
        details: { firstName: 'Léa', email: 'lea@mail.fr', specialRequests: 'Sans gluten' },
      },
    );
    const booked = draftReducer(filled, {
      type: 'booked',
      booking: { reservationId: 'r9', date: '2026-11-25', time: '20:00', partySize: 3 },
      nextRequestId: 'req-8',
    });
    saveDraft('r1', booked);
    // A reload of the confirmation (its step in the URL) still shows it.
    expect(loadDraft('r1', ids).booked?.reservationId).toBe('r9');
    // The link opened again: nothing of that booking.
    expect(loadDraft('r1', () => 'req-fresh', { opened: true })).toEqual(emptyDraft('req-fresh'));
    // A form being filled in (nothing booked yet) keeps what was typed, however the page is opened.
    saveDraft('r1', filled);
    expect(loadDraft('r1', ids, { opened: true })).toEqual(filled);
  });

  it('starts afresh from a malformed entry', () => {
    sessionStorage.setItem('reservation:r1', '{"details":3');
    expect(loadDraft('r1', () => 'new').requestId).toBe('new');
    sessionStorage.setItem('reservation:r1', JSON.stringify({ details: null, requestId: 'x' }));
    expect(loadDraft('r1', () => 'new').requestId).toBe('new');
  });
});

describe("waiting-list offers and the group's other venues", () => {
  const offer = {
    token: 'tok',
    date: '2026-11-26',
    time: '20:00',
    partySize: 3,
    expiresAt: '2026-11-24T18:30:00.000Z',
  };

  it("takes the offer's slot and details, keeping what was typed where the offer has nothing", () => {
    const typed = draftReducer(start, {
      type: 'editDetails',
      details: { phone: '0612345678', terrace: true },
    });
    const s = draftReducer(typed, {
      type: 'acceptOffer',
      offer,
      contact: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '' },
    });
    expect(s).toMatchObject({ date: '2026-11-26', time: '20:00', partySize: 3, offer });
    expect(s.details).toMatchObject({ firstName: 'Léa', phone: '0612345678', terrace: true });
    expect(draftReducer(s, { type: 'dropOffer' }).offer).toBeUndefined();
    expect(draftReducer(s, { type: 'slotRefused' }).offer).toBeUndefined();
  });

  it("copies the contact details into another restaurant's draft, keeping its own request id", () => {
    saveDraft('r2', { ...emptyDraft('req-r2'), details: { ...emptyDraft('x').details, terrace: true } });
    copyContactToDraft(
      'r2',
      { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: ' ' },
      ids,
    );
    const copied = loadDraft('r2', ids);
    expect(copied.requestId).toBe('req-r2');
    expect(copied.details).toMatchObject({
      firstName: 'Léa',
      email: 'lea@example.fr',
      phone: '',
      terrace: true,
    });
    copyContactToDraft('r3', { firstName: 'Léa', lastName: '', email: '', phone: '' }, () => 'req-new');
    expect(loadDraft('r3', ids)).toMatchObject({ requestId: 'req-new', details: { firstName: 'Léa' } });
  });
});
