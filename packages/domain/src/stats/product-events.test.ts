import { describe, expect, it } from 'vitest';
import { bookingFunnel } from './booking-funnel';
import { RECORDED_EVENT_KEYS, recordedEventCounters } from './product-events';
import { reservationContribution } from './reservation-contribution';

const request = {
  restaurantId: 'r1',
  date: '2026-12-05',
  partySize: 2,
  status: 'PENDING',
  source: 'online',
  // 00:30 on 28 November in Paris: the creation day is Paris's, not UTC's.
  createdAt: '2026-11-27T23:30:00.000Z',
};

describe('product events of a reservation, on the Paris day it was made', () => {
  it('an online request is a reservation_created, and a confirmed one counts in the funnel', () => {
    const [service, made] = reservationContribution(request, { archiveCopy: false });
    expect(service?.day).toBe('2026-12-05');
    expect(made).toEqual({
      restaurantId: 'r1',
      day: '2026-11-28',
      counters: { event_reservation_created: 1 },
    });
    for (const status of ['CONFIRMED', 'SEATED', 'COMPLETED', 'NO_SHOW']) {
      const [, confirmed] = reservationContribution({ ...request, status }, { archiveCopy: false });
      expect(confirmed?.counters, status).toEqual({ event_reservation_created: 1, funnel_confirmed: 1 });
    }
    const [, refused] = reservationContribution(
      { ...request, status: 'CANCELLED', refusal: { reason: 'Complet' } },
      { archiveCopy: false },
    );
    expect(refused?.counters).toEqual({ event_reservation_created: 1 });
  });

  it('a staff booking is reservation_created_manual; a tablet visit or a booking without creation date adds none', () => {
    const [, manual] = reservationContribution({ ...request, source: 'admin' }, { archiveCopy: false });
    expect(manual?.counters).toEqual({ event_reservation_created_manual: 1 });
    expect(
      reservationContribution({ ...request, source: 'tablet_declaration' }, { archiveCopy: false }),
    ).toHaveLength(1);
    expect(
      reservationContribution({ ...request, createdAt: undefined }, { archiveCopy: false }),
    ).toHaveLength(1);
  });

  it('an active copy flagged archived adds no event (its archive copy does)', () => {
    expect(reservationContribution({ ...request, archived: true }, { archiveCopy: false })).toEqual([]);
    expect(reservationContribution({ ...request, archived: true }, { archiveCopy: true })).toHaveLength(2);
  });
});

describe('recorded events', () => {
  it('are the events no document holds, and only they are carried over', () => {
    expect(RECORDED_EVENT_KEYS).toContain('event_booking_page_opened');
    expect(RECORDED_EVENT_KEYS).toContain('event_login');
    expect(RECORDED_EVENT_KEYS).not.toContain('event_reservation_created');
    expect(
      recordedEventCounters({ event_slot_chosen: 3, event_reservation_created: 2, reservations: 5 }),
    ).toEqual({ event_slot_chosen: 3 });
  });
});

describe('bookingFunnel', () => {
  it('counts each step and the share of the previous one lost', () => {
    expect(
      bookingFunnel({
        event_booking_page_opened: 200,
        event_slot_chosen: 80,
        event_reservation_created: 50,
        funnel_confirmed: 40,
      }),
    ).toEqual([
      { label: 'Page ouverte', count: 200 },
      { label: 'Créneau choisi', count: 80, lostShare: 0.6 },
      { label: 'Demande envoyée', count: 50, lostShare: 0.375 },
      { label: 'Confirmée', count: 40, lostShare: 0.2 },
    ]);
  });

  it('never loses a negative share, and says nothing after an empty step', () => {
    expect(bookingFunnel({ event_slot_chosen: 2, event_reservation_created: 3 })).toEqual([
      { label: 'Page ouverte', count: 0 },
      { label: 'Créneau choisi', count: 2 },
      { label: 'Demande envoyée', count: 3, lostShare: 0 },
      { label: 'Confirmée', count: 0, lostShare: 1 },
    ]);
  });
});
