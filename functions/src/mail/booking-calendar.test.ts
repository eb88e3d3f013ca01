import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildBookingCalendar, escapeIcsText, foldIcsLine } from './booking-calendar';

const restaurant = { name: 'Le Petit Zinc', address: '3 place Bellecour, Lyon', phone: '0478000000' };
const booking = (date: string, time: string, history = 1) => ({
  id: 'res1',
  date,
  time,
  partySize: 2,
  restaurantName: 'Le Petit Zinc',
  createdAt: '2026-06-01T10:00:00.000Z',
  statusHistory: Array.from({ length: history }, () => ({
    status: 'confirmed' as const,
    changedBy: 'staff',
    changedAt: '2026-06-01T10:00:00.000Z',
  })),
});

/** Parses with ical.js, the Paris zone registered from the file's own VTIMEZONE. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined) };
}

describe('buildBookingCalendar', () => {
  it('writes 20:00 Paris as 18:00Z in summer and 19:00Z in winter, for two hours', () => {
    for (const [date, utc] of [
      ['2026-07-10', '2026-07-10T18:00:00.000Z'],
      ['2026-12-10', '2026-12-10T19:00:00.000Z'],
    ] as const) {
      const { event } = parse(
        buildBookingCalendar({
          reservation: booking(date, '20:00'),
          restaurant,
          method: 'PUBLISH',
          portalUrl: 'https://resa.example.fr',
        }),
      );
      expect(event.startDate.toJSDate().toISOString()).toBe(utc);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(2 * 3_600_000);
      expect(event.uid).toBe('reservation-res1@resa.example.fr');
    }
  });

  it('ends the next day past midnight, and says TENTATIVE for a request', () => {
    const text = buildBookingCalendar({
      reservation: booking('2026-12-31', '23:00'),
      restaurant,
      method: 'PUBLISH',
      status: 'TENTATIVE',
      portalUrl: 'https://resa.example.fr',
    });
    expect(text).toContain('DTEND;TZID=Europe/Paris:20270101T010000');
    expect(parse(text).event.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('cancels with the same UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    const text = buildBookingCalendar({
      reservation: booking('2026-12-10', '20:00', 3),
      restaurant,
      method: 'CANCEL',
      portalUrl: 'https://resa.example.fr',
    });
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.sequence).toBe(3);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.location).toBe('3 place Bellecour, Lyon');
    expect(event.description).toContain('0478000000');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });
});
