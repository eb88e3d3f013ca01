import { CreateOnlineReservationInputSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from './booking-reducer';
import { validateBookingDetails } from './validate-booking-details';

const valid = {
  ...EMPTY_DETAILS,
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@exemple.fr',
  phone: '0612345678',
};

describe('validateBookingDetails', () => {
  it('reports every missing field at once', () => {
    expect(validateBookingDetails(EMPTY_DETAILS)).toEqual({
      firstName: 'Le prénom est obligatoire',
      lastName: 'Le nom est obligatoire',
      email: "L'email est obligatoire",
      phone: 'Le téléphone est obligatoire',
    });
  });

  it('refuses a malformed e-mail and accepts a complete form', () => {
    expect(validateBookingDetails({ ...valid, email: 'camille@exemple' })).toEqual({
      email: "Format d'email invalide",
    });
    expect(validateBookingDetails({ ...valid, firstName: '   ' })).toEqual({
      firstName: 'Le prénom est obligatoire',
    });
    expect(validateBookingDetails(valid)).toEqual({});
  });

  it('agrees with the server schema on what passes', () => {
    const input = {
      ...valid,
      restaurantId: 'r1',
      date: '2026-12-02',
      time: '19:30',
      partySize: 2,
      requestId: crypto.randomUUID(),
    };
    expect(CreateOnlineReservationInputSchema.safeParse(input).success).toBe(true);
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
      const broken = { ...valid, [field]: '' };
      expect(Object.keys(validateBookingDetails(broken))).toEqual([field]);
      expect(CreateOnlineReservationInputSchema.safeParse({ ...input, [field]: '' }).success).toBe(false);
    }
  });
});
