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

  it('edits the position as text and sends it read, or null once emptied', () => {
    const located = { ...DEFAULT_RESTAURANT_SETTINGS, location: { latitude: 48.8708, longitude: 2.3316 } };
    const saved = draftFrom(restaurant, located);
    expect(saved.locationText).toBe('48.8708, 2.3316');
    expect('location' in saved.settings).toBe(false);
    expect(saveInputOf('r1', saved, { ...saved, locationText: '45,764 ; 4,8357' })).toEqual({
      restaurantId: 'r1',
      settings: { location: { latitude: 45.764, longitude: 4.8357 } },
    });
    expect(saveInputOf('r1', saved, { ...saved, locationText: '' })).toEqual({
      restaurantId: 'r1',
      settings: { location: null },
    });
    const later = {
      ...saved,
      settings: { ...saved.settings, reminderHours: 48 as const, suggestSisterVenues: false },
    };
    expect(saveInputOf('r1', saved, later)).toEqual({
      restaurantId: 'r1',
      settings: { reminderHours: 48, suggestSisterVenues: false },
    });
  });
});
