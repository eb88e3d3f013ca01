import { describe, expect, it } from 'vitest';
import { RestaurantSchema, RestaurantSettingsSchema } from '../schemas/restaurant';
import { SaveRestaurantSettingsInputSchema } from '../schemas/inputs/settings-inputs';
import { TableDurationMinutesSchema } from './table-duration-schema';

const RANGE = "La durée d'occupation d'une table est comprise entre 30 et 360 minutes";

describe('TableDurationMinutesSchema', () => {
  it('accepts 30 to 360 whole minutes per service', () => {
    expect(TableDurationMinutesSchema.parse({ lunch: 30, dinner: 360 })).toEqual({ lunch: 30, dinner: 360 });
    for (const bad of [
      { lunch: 29, dinner: 120 },
      { lunch: 120, dinner: 361 },
      { lunch: 90.5, dinner: 120 },
    ]) {
      expect(TableDurationMinutesSchema.safeParse(bad).error?.issues[0]?.message).toBe(RANGE);
    }
  });

  it('defaults to two hours a service on restaurants and settings saved without it', () => {
    expect(RestaurantSettingsSchema.parse({ restaurantId: 'r1' }).tableDurationMinutes).toEqual({
      lunch: 120,
      dinner: 120,
    });
    expect(RestaurantSchema.parse({ id: 'r1', slug: 'r', name: 'Au Bureau' }).tableDurationMinutes).toEqual({
      lunch: 120,
      dinner: 120,
    });
    expect(
      RestaurantSettingsSchema.parse({ restaurantId: 'r1', tableDurationMinutes: { lunch: 90, dinner: 150 } })
        .tableDurationMinutes,
    ).toEqual({ lunch: 90, dinner: 150 });
  });

  it('is accepted by saveRestaurantSettings with its range message', () => {
    const save = (tableDurationMinutes: unknown) =>
      SaveRestaurantSettingsInputSchema.safeParse({ restaurantId: 'r1', settings: { tableDurationMinutes } });
    expect(save({ lunch: 90, dinner: 150 }).data?.settings?.tableDurationMinutes).toEqual({
      lunch: 90,
      dinner: 150,
    });
    expect(save({ lunch: 90, dinner: 400 }).error?.issues[0]?.message).toBe(RANGE);
  });
});
