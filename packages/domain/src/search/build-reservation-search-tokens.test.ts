import { describe, expect, it } from 'vitest';
import {
  buildReservationSearchTokens,
  phoneDigitForms,
  reservationSearchToken,
} from './build-reservation-search-tokens';

const lea = {
  customerName: 'Léa Dupont',
  customerFirstName: 'Léa',
  customerLastName: 'Dupont',
  customerPhone: '06 12 34 56 78',
};

/** Whether what staff type finds the reservation: its one token is among the stored ones. */
function finds(fields: Parameters<typeof buildReservationSearchTokens>[0], query: string): boolean {
  const token = reservationSearchToken(query);
  return token !== null && buildReservationSearchTokens(fields).includes(token);
}

describe('buildReservationSearchTokens', () => {
  it('stores lower-case, accent-free prefixes of each name from 3 characters', () => {
    const tokens = buildReservationSearchTokens(lea);
    expect(tokens).toEqual(expect.arrayContaining(['lea', 'dup', 'dupo', 'dupon', 'dupont']));
    expect(tokens).not.toContain('du');
    expect(tokens).not.toContain('Dup');
    expect(tokens.every((t) => t.length >= 3 && t.length <= 20)).toBe(true);
  });

  it('stores the full name in both orders, so « dupont l » and « lea d » both match', () => {
    const tokens = buildReservationSearchTokens(lea);
    expect(tokens).toEqual(expect.arrayContaining(['lea d', 'lea dupont', 'dupont l', 'dupont lea']));
  });

  it('caps tokens at 20 characters and splits compound names', () => {
    const tokens = buildReservationSearchTokens({
      customerFirstName: 'Jean-Christophe',
      customerLastName: "D'Artagnan-Montmorency",
    });
    expect(Math.max(...tokens.map((t) => t.length))).toBe(20);
    expect(tokens).toContain("d'artagnan-montmoren");
    expect(tokens).not.toContain("d'artagnan-montmorency");
    expect(tokens).toEqual(expect.arrayContaining(['chris', 'christophe', 'artagnan', 'montmorency']));
  });

  it('uses the stored full name when first and last names are missing', () => {
    expect(buildReservationSearchTokens({ customerName: 'Éloïse Martin' })).toEqual(
      expect.arrayContaining(['elo', 'eloise', 'mar', 'martin', 'eloise m']),
    );
  });

  it('stores the phone digits in national and international form, and its last 4 digits', () => {
    for (const customerPhone of ['06 12 34 56 78', '+33612345678', '+33 6.12.34.56.78', '0033612345678']) {
      const tokens = buildReservationSearchTokens({ customerPhone });
      expect(tokens).toEqual(
        expect.arrayContaining(['061', '0612', '0612345678', '336', '33612', '33612345678', '5678']),
      );
      expect(tokens).not.toContain('06');
      expect(tokens).not.toContain('+33');
    }
  });

  it('keeps the digits of a foreign number as typed', () => {
    expect(phoneDigitForms({ phone: '+44 20 7946 0958' })).toEqual(['442079460958']);
    expect(phoneDigitForms({ phone: '' })).toEqual([]);
    expect(buildReservationSearchTokens({ customerPhone: '+44 20 7946 0958' })).toEqual(
      expect.arrayContaining(['442', '4420', '0958']),
    );
  });

  it('gives no token for an empty customer', () => {
    expect(buildReservationSearchTokens({})).toEqual([]);
  });
});

describe('reservationSearchToken', () => {
  it('is null under 3 characters or 3 digits', () => {
    expect(reservationSearchToken('du')).toBeNull();
    expect(reservationSearchToken('  ')).toBeNull();
    expect(reservationSearchToken('06')).toBeNull();
    expect(reservationSearchToken('+3')).toBeNull();
  });

  it('normalises names like the stored tokens and cuts them at 20', () => {
    expect(reservationSearchToken('  DUPO ')).toBe('dupo');
    expect(reservationSearchToken('Éloïse')).toBe('eloise');
    expect(reservationSearchToken('a'.repeat(30))).toBe('a'.repeat(20));
  });

  it('turns a typed phone into digits', () => {
    expect(reservationSearchToken('06 12 34')).toBe('061234');
    expect(reservationSearchToken('06.12')).toBe('0612');
    expect(reservationSearchToken('+33 6 12')).toBe('33612');
    expect(reservationSearchToken('0033 6 12')).toBe('33612');
    expect(reservationSearchToken('+33 (0)6 12')).toBe('33612');
  });

  it('finds a reservation by what staff would type, whatever form the phone was stored in', () => {
    const international = { ...lea, customerPhone: '+33612345678' };
    for (const fields of [lea, international]) {
      expect(finds(fields, 'dup')).toBe(true);
      expect(finds(fields, 'Dupont Lé')).toBe(true);
      expect(finds(fields, 'lea dup')).toBe(true);
      expect(finds(fields, '06 12 3')).toBe(true);
      expect(finds(fields, '+33 6 12 34')).toBe(true);
      expect(finds(fields, '56 78')).toBe(true);
      expect(finds(fields, 'martin')).toBe(false);
      expect(finds(fields, '07 12')).toBe(false);
    }
  });
});
