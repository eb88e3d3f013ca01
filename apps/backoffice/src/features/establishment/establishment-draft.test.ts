import { DEFAULT_RESTAURANT_SETTINGS, RestaurantSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { draftFrom, isDirty, saveInputOf } from './establishment-draft';

const restaurant = RestaurantSchema.parse({
  id: 'r1',
  slug: 'au-bureau',
  name: 'Au Bureau',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('establishment draft', () => {
  it('sends only what changed', () => {
    const saved = draftFrom(restaurant, DEFAULT_RESTAURANT_SETTINGS);
    expect(isDirty(saved, draftFrom(restaurant, DEFAULT_RESTAURANT_SETTINGS))).toBe(false);
    const draft = { ...saved, profile: { ...saved.profile, phone: '01 23 45 67 89' } };
    expect(isDirty(saved, draft)).toBe(true);
    expect(saveInputOf('r1', saved, draft)).toEqual({
      restaurantId: 'r1',
      profile: { phone: '01 23 45 67 89' },
    });
    const later = { ...saved, settings: { ...saved.settings, bookingCutoffHours: 72 } };
    expect(saveInputOf('r1', saved, later)).toEqual({
      restaurantId: 'r1',
      settings: { bookingCutoffHours: 72 },
    });
  });
});
