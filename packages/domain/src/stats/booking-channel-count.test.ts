import { describe, expect, it } from 'vitest';
import { bookingChannelOf } from '../reservations/booking-channel';
import { CreateOnlineReservationInputSchema } from '../schemas/inputs/online-booking-inputs';
import { bookingFunnel } from './booking-funnel';
import { reservationContribution } from './reservation-contribution';
import { addCounters } from './stat-counters';

const request = {
  restaurantId: 'r1',
  date: '2026-12-05',
  partySize: 2,
  status: 'CONFIRMED',
  source: 'online',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('a booking made through the venue’s own site (issue 52)', () => {
  it('is counted « site web » among the requests sent, the others stay the booking page’s', () => {
    const [, widget] = reservationContribution({ ...request, channel: 'widget' }, { archiveCopy: false });
    const [, direct] = reservationContribution(request, { archiveCopy: false });
    expect(widget?.counters).toEqual({
      event_reservation_created: 1,
      event_reservation_created_widget: 1,
      funnel_confirmed: 1,
    });
    expect(direct?.counters).toEqual({ event_reservation_created: 1, funnel_confirmed: 1 });
    const sent = bookingFunnel(addCounters(widget?.counters ?? {}, direct?.counters ?? {}))[2];
    expect(sent).toMatchObject({ label: 'Demande envoyée', count: 2, siteWeb: 1 });
  });

  it('a staff booking never counts as the site’s, whatever it carries', () => {
    const [, manual] = reservationContribution(
      { ...request, source: 'admin', channel: 'widget' },
      { archiveCopy: false },
    );
    expect(manual?.counters).toEqual({ event_reservation_created_manual: 1 });
  });

  it('takes only the known channel, from the address or the callable’s input', () => {
    expect(bookingChannelOf('widget')).toBe('widget');
    expect(bookingChannelOf('WIDGET')).toBeUndefined();
    expect(bookingChannelOf('partner')).toBeUndefined();
    expect(bookingChannelOf(undefined)).toBeUndefined();
    const input = {
      restaurantId: 'r1',
      date: '2026-12-05',
      time: '20:00',
      partySize: 2,
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.com',
      phone: '06 12 34 56 78',
      specialRequests: '',
      requestId: '7d3f0c2e-1b7a-4c8e-9f00-5a1b2c3d4e5f',
    };
    expect(CreateOnlineReservationInputSchema.parse({ ...input, channel: 'widget' }).channel).toBe('widget');
    expect(CreateOnlineReservationInputSchema.safeParse({ ...input, channel: 'admin' }).success).toBe(false);
  });
});
