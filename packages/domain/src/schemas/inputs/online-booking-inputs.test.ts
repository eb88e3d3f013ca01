import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage } from './form-checks';
import {
  CreateOnlineReservationInputSchema,
  GetAvailabilityInputSchema,
  GetRestaurantBySlugInputSchema,
} from './online-booking-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

const booking = {
  restaurantId: 'r1',
  date: '2026-11-22',
  time: '12:30',
  partySize: 2,
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'Jean@Mail.fr',
  phone: '0601020304',
  requestId: '3f2b8c1e-9d4a-4b6f-8e2a-1c5d7f9a0b3e',
};

describe('CreateOnlineReservationInputSchema', () => {
  it('accepts a booking, normalises the e-mail and defaults the options', () => {
    expect(CreateOnlineReservationInputSchema.parse(booking)).toMatchObject({
      email: 'jean@mail.fr',
      terrace: false,
      specialRequests: '',
    });
  });

  it('requires first name, last name, e-mail and phone in that order', () => {
    const s = CreateOnlineReservationInputSchema;
    expect(msg(s, { ...booking, firstName: '', lastName: '' })).toBe('Le prénom est obligatoire');
    expect(msg(s, { ...booking, lastName: ' ' })).toBe('Le nom est obligatoire');
    expect(msg(s, { ...booking, email: '' })).toBe("L'email est obligatoire");
    expect(msg(s, { ...booking, email: 'jean@' })).toBe("Format d'email invalide");
    expect(msg(s, { ...booking, phone: '' })).toBe('Le téléphone est obligatoire');
    expect(msg(s, { ...booking, restaurantId: '' })).toBe('Erreur : Restaurant non chargé');
  });

  it("refuses a phone that is not a number with 'Numéro de téléphone invalide' and keeps the E.164 form", () => {
    const s = CreateOnlineReservationInputSchema;
    for (const phone of ['12', '061234567', '06 12 34 56 78 9', 'pas de téléphone', '0'.repeat(41)]) {
      expect(msg(s, { ...booking, phone }), phone).toBe('Numéro de téléphone invalide');
    }
    expect(s.parse({ ...booking, phone: '06 12 34 56 78' }).phone).toBe('+33612345678');
    expect(s.parse({ ...booking, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    // The required message still comes first, in the spec's order.
    expect(msg(s, { ...booking, phone: '   ' })).toBe('Le téléphone est obligatoire');
  });

  it('refuses parties above 50, a missing request id and bad slots', () => {
    const s = CreateOnlineReservationInputSchema;
    expect(msg(s, { ...booking, partySize: 51 })).toBe('Nombre maximum de convives dépassé');
    expect(msg(s, { ...booking, partySize: 0 })).toBe('Nombre maximum de convives dépassé');
    expect(s.safeParse({ ...booking, requestId: 'abc' }).success).toBe(false);
    expect(s.safeParse({ ...booking, time: '12h30' }).success).toBe(false);
  });

  it('checks availability and slug inputs', () => {
    expect(msg(GetAvailabilityInputSchema, { restaurantId: '', date: '2026-11-22' })).toBe(
      'Erreur : Restaurant non chargé',
    );
    expect(
      GetAvailabilityInputSchema.parse({ restaurantId: 'r1', date: '2026-11-22', partySize: 6 }),
    ).toEqual({
      restaurantId: 'r1',
      date: '2026-11-22',
      partySize: 6,
    });
    expect(msg(GetAvailabilityInputSchema, { restaurantId: 'r1', date: '2026-11-22', partySize: 0 })).toBe(
      'Nombre maximum de convives dépassé',
    );
    expect(GetRestaurantBySlugInputSchema.parse({ slug: ' Le-Zinc ' }).slug).toBe('le-zinc');
    expect(msg(GetRestaurantBySlugInputSchema, {})).toBe('Restaurant non trouvé');
  });
});
