import { describe, expect, it } from 'vitest';
import { bookingSearch, readBookingUrl, resolveStep, stepOrder } from './booking-url';

const window = { today: '2026-11-24', lastDate: '2027-02-22' };
const read = (search: string) => readBookingUrl(new URLSearchParams(search), window);

describe('readBookingUrl', () => {
  it('reads the step and the choices', () => {
    expect(read('?date=2026-11-25&heure=20:00&personnes=4&etape=coordonnees')).toEqual({
      step: 'details',
      date: '2026-11-25',
      time: '20:00',
      partySize: 4,
    });
    expect(read('?etape=heure&date=2026-11-24')).toEqual({ step: 'slot', date: '2026-11-24' });
    expect(read('')).toEqual({});
  });

  it('drops what is malformed or outside the booking window', () => {
    expect(read('?date=2026-11-23&heure=25:00&personnes=0&etape=dessert')).toEqual({});
    expect(read('?date=2027-02-23&heure=20h&personnes=2.5')).toEqual({});
    expect(read('?date=demain&personnes=51')).toEqual({});
  });
});

describe('resolveStep', () => {
  it('shows the step asked for when its choices are there', () => {
    expect(resolveStep(read('?date=2026-11-25&etape=heure'), { booked: false })).toBe('slot');
    expect(resolveStep(read('?date=2026-11-25&heure=20:00&etape=convives'), { booked: false })).toBe('party');
    expect(
      resolveStep(read('?date=2026-11-25&heure=20:00&personnes=2&etape=coordonnees'), { booked: false }),
    ).toBe('details');
    expect(resolveStep(read('?date=2026-11-25&heure=20:00&etape=date'), { booked: false })).toBe('date');
  });

  it('falls back to the first incomplete step', () => {
    expect(resolveStep(read('?etape=coordonnees'), { booked: false })).toBe('date');
    expect(resolveStep(read('?date=2026-11-25&etape=coordonnees'), { booked: false })).toBe('slot');
    expect(resolveStep(read('?date=2026-11-25&heure=20:00&etape=coordonnees'), { booked: false })).toBe(
      'party',
    );
    expect(resolveStep(read('?heure=20:00&personnes=2&etape=convives'), { booked: false })).toBe('date');
  });

  it('« Par tables »: the time needs the party, the party needs only the date', () => {
    const tables = { booked: false, tables: true };
    expect(resolveStep(read('?date=2026-11-25&etape=convives'), tables)).toBe('party');
    expect(resolveStep(read('?date=2026-11-25&etape=heure'), tables)).toBe('party');
    expect(resolveStep(read('?date=2026-11-25&personnes=6&etape=heure'), tables)).toBe('slot');
    expect(resolveStep(read('?date=2026-11-25&heure=20:00&etape=coordonnees'), tables)).toBe('party');
    expect(resolveStep(read('?date=2026-11-25&personnes=6&etape=coordonnees'), tables)).toBe('slot');
    expect(resolveStep(read('?date=2026-11-25&personnes=6&heure=20:00&etape=coordonnees'), tables)).toBe(
      'details',
    );
  });

  it('shows the confirmation only once a booking was made', () => {
    expect(resolveStep(read('?etape=confirmation'), { booked: true })).toBe('done');
    expect(resolveStep(read('?etape=confirmation'), { booked: false })).toBe('date');
    expect(
      resolveStep(read('?date=2026-11-25&heure=20:00&personnes=2&etape=confirmation'), { booked: false }),
    ).toBe('details');
  });
});

describe('bookingSearch', () => {
  const choices = { date: '2026-11-25', time: '20:00', partySize: 2 };
  it('writes each step with the choices made up to it', () => {
    expect(bookingSearch('date')).toBe('');
    expect(bookingSearch('date', choices)).toBe('?date=2026-11-25');
    expect(bookingSearch('slot', choices)).toBe('?date=2026-11-25&heure=20:00&etape=heure');
    expect(bookingSearch('slot', { date: '2026-11-25' })).toBe('?date=2026-11-25&etape=heure');
    expect(bookingSearch('party', choices)).toBe('?date=2026-11-25&heure=20:00&personnes=2&etape=convives');
    expect(bookingSearch('party', { ...choices, partySize: undefined })).toBe(
      '?date=2026-11-25&heure=20:00&etape=convives',
    );
    expect(bookingSearch('details', choices)).toBe(
      '?date=2026-11-25&heure=20:00&personnes=2&etape=coordonnees',
    );
    expect(bookingSearch('done', choices)).toBe('?etape=confirmation');
  });

  it('« Par tables » asks the party before the time, in the URL as on the screen', () => {
    expect(bookingSearch('party', choices, true)).toBe('?date=2026-11-25&personnes=2&etape=convives');
    expect(bookingSearch('party', { date: '2026-11-25' }, true)).toBe('?date=2026-11-25&etape=convives');
    expect(bookingSearch('slot', choices, true)).toBe('?date=2026-11-25&personnes=2&heure=20:00&etape=heure');
    expect(bookingSearch('details', choices, true)).toBe(
      '?date=2026-11-25&personnes=2&heure=20:00&etape=coordonnees',
    );
    expect(stepOrder(true)).toEqual(['date', 'party', 'slot', 'details']);
    expect(stepOrder()).toEqual(['date', 'slot', 'party', 'details']);
  });

  it('reads back what it writes', () => {
    const search = bookingSearch('details', choices);
    expect(read(search)).toEqual({ step: 'details', ...choices });
  });
});
