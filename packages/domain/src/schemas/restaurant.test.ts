import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTAURANT_SETTINGS } from '../availability';
import { RestaurantSchema, RestaurantSettingsSchema } from './restaurant';

describe('RestaurantSchema', () => {
  it('fills booking settings from the defaults without sharing the constant', () => {
    const a = RestaurantSchema.parse({ id: 'r1', name: 'Le Zinc', slug: 'le-zinc' });
    const b = RestaurantSchema.parse({ id: 'r2', name: 'Le Comptoir', slug: 'le-comptoir' });
    expect(a).toMatchObject({
      maxCapacityPerDay: 250,
      bookingCutoffHours: 2,
      maxOnlineReservation: 12,
      onlineBookingEnabled: true,
      images: [],
    });
    expect(a.openingHours).toEqual(DEFAULT_RESTAURANT_SETTINGS.openingHours);
    expect(a.openingHours).not.toBe(b.openingHours);
    a.openingHours.monday.closed = true;
    expect(DEFAULT_RESTAURANT_SETTINGS.openingHours.monday.closed).toBe(false);
  });

  it('requires a name and keeps the settings ranges', () => {
    expect(RestaurantSchema.safeParse({ id: 'r1', name: ' ', slug: 's' }).error?.issues[0]?.message).toBe(
      'Le nom est obligatoire',
    );
    expect(
      RestaurantSchema.safeParse({ id: 'r1', name: 'A', slug: 'a', maxOnlineReservation: 51 }).success,
    ).toBe(false);
    expect(
      RestaurantSchema.safeParse({ id: 'r1', name: 'A', slug: 'a', images: Array(7).fill('u') }).error
        ?.issues[0]?.message,
    ).toBe('Maximum 6 images');
  });

  it('takes an optional #rrggbb brand colour and refuses any other colour notation', () => {
    const base = { id: 'r1', name: 'Le Zinc', slug: 'le-zinc' };
    expect(RestaurantSchema.parse(base).brandColor).toBeUndefined();
    expect(RestaurantSchema.parse({ ...base, brandColor: '#9A3412' }).brandColor).toBe('#9A3412');
    for (const colour of ['red', '#fff', '9a3412', '#9a34120', 'rgb(1,2,3)', '']) {
      expect(
        RestaurantSchema.safeParse({ ...base, brandColor: colour }).error?.issues[0]?.message,
        colour,
      ).toBe('Couleur invalide : format attendu #rrggbb');
    }
  });

  it('parses a settings document', () => {
    const s = RestaurantSettingsSchema.parse({ restaurantId: 'r1', bookingCutoffHours: 0 });
    expect(s.bookingCutoffHours).toBe(0);
    expect(RestaurantSettingsSchema.safeParse({ restaurantId: 'r1', bookingCutoffHours: 73 }).success).toBe(
      false,
    );
  });
});
