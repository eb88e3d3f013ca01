import { describe, expect, it } from 'vitest';
import { buildCustomerFileId, normalizePhone, parseCustomerFileId } from './customer-file-id';
import { customerInitials, formatCustomerDisplayName, joinFullName, splitFullName } from './customer-name';
import { customerGroupKey, groupCustomerReservations } from './group-customer-reservations';
import { pickMostCompleteProfile, scoreCustomerProfile } from './score-customer-profile';

describe('customer-file id', () => {
  it('is the e-mail lower-cased, else name_phone', () => {
    expect(buildCustomerFileId({ email: ' Jean.Dupont@Mail.FR ', name: 'Jean', phone: '06' })).toBe(
      'jean.dupont@mail.fr',
    );
    expect(buildCustomerFileId({ email: '', name: ' Jean  Dupont ', phone: '06 12.34-56 78' })).toBe(
      'Jean Dupont_0612345678',
    );
    expect(buildCustomerFileId({ name: 'A/B', phone: '01' })).toBe('A_B_01');
    expect(buildCustomerFileId({})).toBe('');
  });

  it('reads the phone as the last underscore part', () => {
    expect(parseCustomerFileId({ id: 'jean@mail.fr' })).toEqual({ kind: 'email', email: 'jean@mail.fr' });
    expect(parseCustomerFileId({ id: 'Jean_Claude Dupont_0612345678' })).toEqual({
      kind: 'name-phone',
      name: 'Jean_Claude Dupont',
      phone: '0612345678',
    });
    expect(parseCustomerFileId({ id: 'first_last@x.fr' }).kind).toBe('email');
    expect(parseCustomerFileId({ id: 'legacy' })).toEqual({ kind: 'email', email: 'legacy' });
  });

  it('normalises phones', () => {
    expect(normalizePhone({ phone: '+33 (0)6 12.34-56' })).toBe('+3306123456');
    expect(normalizePhone({ phone: '+44 20 7946 0958' })).toBe('+442079460958');
  });

  it('keeps one id for a French number stored as typed before and as E.164 now', () => {
    const before = buildCustomerFileId({ name: 'Jean Dupont', phone: '06 12 34 56 78' });
    expect(before).toBe('Jean Dupont_0612345678');
    for (const phone of ['+33612345678', '06.12.34.56.78', '+33 (0)6 12 34 56 78', '0033612345678']) {
      expect(buildCustomerFileId({ name: 'Jean Dupont', phone }), phone).toBe(before);
    }
  });
});

describe('groupCustomerReservations', () => {
  it('groups by e-mail, else name and phone, else name and restaurant', () => {
    const reservations = [
      { id: 1, customerEmail: 'A@x.fr', customerName: 'Anne', restaurantId: 'r1' },
      { id: 2, customerEmail: 'a@x.fr', customerName: 'Anne B', restaurantId: 'r2' },
      { id: 3, customerName: 'Paul  Martin', customerPhone: '06 11', restaurantId: 'r1' },
      { id: 4, customerName: 'paul martin', customerPhone: '0611', restaurantId: 'r2' },
      { id: 5, customerName: 'Zoé', restaurantId: 'r1' },
      { id: 6, customerName: 'Zoé', restaurantId: 'r2' },
    ];
    const groups = groupCustomerReservations({ reservations });
    expect(groups.map((group) => [group.key, group.reservations.map((r) => r.id)])).toEqual([
      ['email:a@x.fr', [1, 2]],
      ['name-phone:paul martin|0611', [3, 4]],
      ['name-restaurant:zoé|r1', [5]],
      ['name-restaurant:zoé|r2', [6]],
    ]);
    expect(customerGroupKey({ reservation: { restaurantId: 'r' } })).toBe('name-restaurant:|r');
  });
});

describe('profile completeness', () => {
  it('scores each field with the spec weights', () => {
    expect(scoreCustomerProfile({ profile: {} })).toBe(0);
    expect(
      scoreCustomerProfile({
        profile: {
          birthDate: '1990-01-01',
          postalCode: '75001',
          rgpdConsent: true,
          emailMarketingConsent: true,
          smsMarketingConsent: true,
          firstName: 'Jean',
          lastName: 'Dupont',
          phone: '06',
        },
      }),
    ).toBe(10 + 5 + 5 + 3 + 3 + 2 + 2 + 1);
    expect(scoreCustomerProfile({ profile: { birthDate: '  ', phone: '06' } })).toBe(1);
  });

  it('picks the best profile, the first one on a tie', () => {
    const a = { id: 'a', phone: '06' };
    const b = { id: 'b', postalCode: '75001' };
    const c = { id: 'c', rgpdConsent: true };
    expect(pickMostCompleteProfile({ profiles: [a, b, c] })?.id).toBe('b');
    expect(pickMostCompleteProfile({ profiles: [] })).toBeUndefined();
  });
});

describe('customer names', () => {
  it('shows SURNAME Firstname', () => {
    expect(formatCustomerDisplayName({ name: 'jean dupont' })).toBe('DUPONT Jean');
    expect(formatCustomerDisplayName({ firstName: 'jean-pierre', lastName: 'de la Tour', name: 'x' })).toBe(
      'DE LA TOUR Jean-Pierre',
    );
    expect(formatCustomerDisplayName({ name: 'Madonna' })).toBe('Madonna');
    expect(formatCustomerDisplayName({ name: 'élodie MARTIN' })).toBe('MARTIN Élodie');
    expect(formatCustomerDisplayName({})).toBe('');
  });

  it('splits at the first space and rebuilds first last', () => {
    expect(splitFullName({ name: ' Jean  de La Fontaine ' })).toEqual({
      firstName: 'Jean',
      lastName: 'de La Fontaine',
    });
    expect(splitFullName({ name: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '' });
    expect(joinFullName({ firstName: ' Jean ', lastName: 'Dupont' })).toBe('Jean Dupont');
    expect(joinFullName({ firstName: 'Jean', lastName: '' })).toBe('Jean');
  });

  it('makes initials', () => {
    expect(customerInitials({ name: 'jean dupont' })).toBe('JD');
    expect(customerInitials({ name: '' })).toBe('?');
  });
});
