import { describe, expect, it } from 'vitest';
import { matchesCustomerFilter, matchesCustomerSearch, searchCustomers } from './search-customers';
import { searchReservations } from './search-reservations';

const now = new Date('2026-11-22T10:00:00.000Z');
const customers = [
  {
    id: 'a',
    name: 'Jean Dupont',
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jd@mail.fr',
    phone: '06 12 34 56 78',
    loyaltyPoints: 120,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'b',
    name: 'Éloïse Martin',
    firstName: 'Éloïse',
    lastName: 'Martin',
    email: 'em@mail.fr',
    phone: '07.98.76.54.32',
    loyaltyPoints: 99.9,
    createdAt: '2026-10-01T10:00:00.000Z',
  },
  { id: 'c', name: 'Paul', email: '', phone: '', createdAt: 'broken' },
];
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('customer search', () => {
  it('ignores queries shorter than 2 characters', () => {
    expect(ids(searchCustomers({ customers, query: 'z', now }))).toEqual(['a', 'b', 'c']);
  });

  it('finds names in either order, ignoring case and accents', () => {
    expect(ids(searchCustomers({ customers, query: 'dupont jean', now }))).toEqual(['a']);
    expect(ids(searchCustomers({ customers, query: 'JEAN DUP', now }))).toEqual(['a']);
    expect(ids(searchCustomers({ customers, query: 'eloise', now }))).toEqual(['b']);
    expect(ids(searchCustomers({ customers, query: 'martin élo', now }))).toEqual(['b']);
    // Only the full name stored: both orders still match.
    expect(
      matchesCustomerSearch({ customer: { name: 'Jean de La Fontaine' }, query: 'de la fontaine jean' }),
    ).toBe(true);
    expect(matchesCustomerSearch({ customer: { name: 'Jean de La Fontaine' }, query: 'jean de la' })).toBe(
      true,
    );
  });

  it('finds a number stored as E.164 by its national spelling, and an old spelling by +33', () => {
    const stored = [
      { id: 'new', name: 'Nouveau', phone: '+33612345678' },
      { id: 'old', name: 'Ancien', phone: '07 98 76 54 32' },
    ];
    const found = (query: string) => ids(searchCustomers({ customers: stored, query, now }));
    expect(found('06 12')).toEqual(['new']);
    expect(found('0612345678')).toEqual(['new']);
    expect(found('+33 6 12 34')).toEqual(['new']);
    expect(found('+33 7 98')).toEqual(['old']);
    expect(found('0033798')).toEqual(['old']);
    expect(
      ids(
        searchReservations({ reservations: [{ id: 'r', customerPhone: '+33612345678' }], query: '06 12 34' }),
      ),
    ).toEqual(['r']);
  });

  it('finds e-mails and phones whatever their separators', () => {
    expect(ids(searchCustomers({ customers, query: 'em@mail', now }))).toEqual(['b']);
    expect(ids(searchCustomers({ customers, query: '0612', now }))).toEqual(['a']);
    expect(ids(searchCustomers({ customers, query: '06 12 34', now }))).toEqual(['a']);
    expect(ids(searchCustomers({ customers, query: '98-76', now }))).toEqual(['b']);
    expect(matchesCustomerSearch({ customer: { phone: '06.12' }, query: '06.1' })).toBe(true);
    expect(matchesCustomerSearch({ customer: {}, query: 'xyz' })).toBe(false);
  });

  it('filters VIP (≥ 100 points) and Nouveaux (last 7 days)', () => {
    expect(ids(searchCustomers({ customers, query: '', filter: 'vip', now }))).toEqual(['a']);
    expect(ids(searchCustomers({ customers, query: '', filter: 'new', now }))).toEqual(['a']);
    expect(
      matchesCustomerFilter({ customer: { createdAt: '2026-11-15T10:00:00.000Z' }, filter: 'new', now }),
    ).toBe(true);
    expect(
      matchesCustomerFilter({ customer: { createdAt: '2026-11-15T09:59:59.000Z' }, filter: 'new', now }),
    ).toBe(false);
    expect(matchesCustomerFilter({ customer: {}, filter: 'vip', now })).toBe(false);
  });
});

describe('reservation search', () => {
  const reservations = [
    { id: 'a', customerName: 'Jean Dupont', customerPhone: '06 12 34 56 78' },
    { id: 'b', customerName: 'Anne Durand', customerPhone: '0798765432' },
    { id: 'c' },
  ];
  it('needs 3 characters', () => {
    expect(ids(searchReservations({ reservations, query: 'du' }))).toEqual(['a', 'b', 'c']);
  });
  it('matches the name or the phone', () => {
    expect(ids(searchReservations({ reservations, query: 'dur' }))).toEqual(['b']);
    expect(ids(searchReservations({ reservations, query: '0612' }))).toEqual(['a']);
    expect(ids(searchReservations({ reservations, query: '98 76' }))).toEqual(['b']);
    expect(ids(searchReservations({ reservations, query: '---' }))).toEqual([]);
  });
});
