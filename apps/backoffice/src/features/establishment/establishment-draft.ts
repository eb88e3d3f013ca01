import type { Restaurant, RestaurantBookingSettings, SaveRestaurantSettingsInput } from '@app/domain';

/** What the establishment page edits: the public profile and the booking settings. */
export interface EstablishmentDraft {
  profile: {
    name: string;
    address: string;
    phone: string;
    email: string;
    description: string;
    emoji: string;
    logo: string;
    images: string[];
  };
  settings: RestaurantBookingSettings;
}

/** The page's starting point: the restaurant's profile and the booking settings in force. */
export function draftFrom(restaurant: Restaurant, settings: RestaurantBookingSettings): EstablishmentDraft {
  return {
    profile: {
      name: restaurant.name,
      address: restaurant.address,
      phone: restaurant.phone,
      email: restaurant.email,
      description: restaurant.description,
      emoji: restaurant.emoji,
      logo: restaurant.logo ?? '',
      images: [...(restaurant.images ?? [])],
    },
    settings: JSON.parse(JSON.stringify(settings)) as RestaurantBookingSettings,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the draft differs from what was saved. */
export function isDirty(saved: EstablishmentDraft, draft: EstablishmentDraft): boolean {
  return !same(saved, draft);
}

/** The save's input: only the parts that changed (a profile edit never resends the hours, and the reverse). */
export function saveInputOf(
  restaurantId: string,
  saved: EstablishmentDraft,
  draft: EstablishmentDraft,
): SaveRestaurantSettingsInput {
  const profile = Object.fromEntries(
    Object.entries(draft.profile).filter(
      ([key, value]) => !same(saved.profile[key as keyof typeof saved.profile], value),
    ),
  );
  const settings = Object.fromEntries(
    Object.entries(draft.settings).filter(
      ([key, value]) => !same(saved.settings[key as keyof RestaurantBookingSettings], value),
    ),
  );
  return {
    restaurantId,
    ...(Object.keys(profile).length > 0 ? { profile } : {}),
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
  } as SaveRestaurantSettingsInput;
}
