import { describe, expect, it } from 'vitest';
import { chooseTabletCustomer } from './choose-tablet-customer';

const now = new Date('2026-11-24T12:00:00Z');
const old = '2025-01-01T00:00:00Z';
const recent = '2026-11-24T11:50:00Z';

describe('chooseTabletCustomer', () => {
  it('gives the visit to the exact e-mail match, whatever the phone matches score', () => {
    const mine = { email: 'ana@exemple.fr', createdAt: old };
    const fuller = { email: 'x@exemple.fr', birthDate: '1990-01-01', postalCode: '69001', createdAt: old };
    expect(chooseTabletCustomer({ candidates: [fuller, mine], email: 'ANA@exemple.fr ', now })).toBe(mine);
  });

  it('never lets a record made minutes ago with the same phone take an older customer’s visit', () => {
    const customer = { email: 'ana@exemple.fr', phone: '0612345678', createdAt: old };
    const intruder = {
      email: 'x@exemple.fr',
      phone: '0612345678',
      birthDate: '1990-01-01',
      postalCode: '69001',
      rgpdConsent: true,
      createdAt: recent,
    };
    expect(chooseTabletCustomer({ candidates: [intruder, customer], email: '', now })).toBe(customer);
  });

  it('keeps a new customer’s own record when it is the only match', () => {
    const fresh = { email: 'new@exemple.fr', phone: '0611111111', createdAt: recent };
    expect(chooseTabletCustomer({ candidates: [fresh], email: '', now })).toBe(fresh);
  });

  it('otherwise picks the most complete profile, the first on a tie', () => {
    const a = { email: 'a@exemple.fr', firstName: 'A', createdAt: old };
    const b = { email: 'b@exemple.fr', firstName: 'B', postalCode: '69001', createdAt: old };
    const c = { email: 'c@exemple.fr', firstName: 'C', postalCode: '69002', createdAt: old };
    expect(chooseTabletCustomer({ candidates: [a, b, c], email: '', now })).toBe(b);
    expect(chooseTabletCustomer({ candidates: [], email: '', now })).toBeUndefined();
  });
});
