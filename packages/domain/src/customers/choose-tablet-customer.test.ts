import { describe, expect, it } from 'vitest';
import { chooseTabletCustomer } from './choose-tablet-customer';

const old = '2025-01-01T00:00:00Z';
const later = '2026-06-01T00:00:00Z';
const HERE = 'r-here';

describe('chooseTabletCustomer', () => {
  it('gives the visit to the exact e-mail match, whatever the phone matches', () => {
    const mine = { email: 'ana@exemple.fr', createdAt: later };
    const other = { email: 'x@exemple.fr', createdAt: old, restaurantIds: [HERE] };
    expect(
      chooseTabletCustomer({ candidates: [other, mine], email: 'ANA@exemple.fr ', restaurantId: HERE }),
    ).toEqual({ kind: 'found', customer: mine });
  });

  it('gives a phone held by one record to that record', () => {
    const only = { email: 'new@exemple.fr', createdAt: later };
    expect(chooseTabletCustomer({ candidates: [only], email: '', restaurantId: HERE })).toEqual({
      kind: 'found',
      customer: only,
    });
    expect(chooseTabletCustomer({ candidates: [], email: '', restaurantId: HERE })).toEqual({
      kind: 'none',
    });
  });

  it('prefers the record known at this venue when it is also the oldest', () => {
    const regular = { email: 'ana@exemple.fr', createdAt: old, restaurantIds: [HERE] };
    const elsewhere = { email: 'b@exemple.fr', createdAt: later, restaurantIds: ['r-other'] };
    expect(chooseTabletCustomer({ candidates: [elsewhere, regular], email: '', restaurantId: HERE })).toEqual(
      { kind: 'found', customer: regular },
    );
  });

  it('never lets a later record made here take the visits of an older holder of the phone: it asks', () => {
    const victim = { email: 'ana@exemple.fr', createdAt: old, restaurantIds: ['r-other'] };
    const intruder = { email: 'x@exemple.fr', createdAt: later, restaurantIds: [HERE] };
    expect(chooseTabletCustomer({ candidates: [intruder, victim], email: '', restaurantId: HERE })).toEqual({
      kind: 'ambiguous',
    });
  });

  it('gives the phone to the oldest of the venue’s own records; asks when none is the venue’s or they tie', () => {
    const a = { email: 'a@exemple.fr', createdAt: old, restaurantIds: [HERE] };
    const b = { email: 'b@exemple.fr', createdAt: later, restaurantIds: [HERE] };
    const c = { email: 'c@exemple.fr', createdAt: old };
    const d = { email: 'd@exemple.fr', createdAt: later };
    expect(chooseTabletCustomer({ candidates: [b, a], email: '', restaurantId: HERE })).toEqual({
      kind: 'found',
      customer: a,
    });
    const twin = { ...a, email: 'twin@exemple.fr' };
    expect(chooseTabletCustomer({ candidates: [a, twin], email: '', restaurantId: HERE }).kind).toBe(
      'ambiguous',
    );
    expect(chooseTabletCustomer({ candidates: [c, d], email: '', restaurantId: HERE }).kind).toBe(
      'ambiguous',
    );
    // A typed e-mail that matches nobody does not pick among them either.
    expect(chooseTabletCustomer({ candidates: [c, d], email: 'z@exemple.fr', restaurantId: HERE }).kind).toBe(
      'ambiguous',
    );
  });
});
