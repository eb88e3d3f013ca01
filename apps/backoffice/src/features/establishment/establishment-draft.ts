import type { Restaurant, RestaurantBookingSettings, SaveRestaurantSettingsInput } from '@app/domain';
import { formatGpsPosition, parseGpsPosition } from '@app/domain';

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
  /** The booking settings, but the position, which is edited as text. */
  settings: Omit<RestaurantBookingSettings, 'location'>;
  /** « Position GPS (latitude, longitude) » as typed: `48.8708, 2.3316`, '' for none. */
  locationText: string;
}

function withoutLocation(settings: RestaurantBookingSettings): EstablishmentDraft['settings'] {
  const { location: _location, ...rest } = settings;
  return rest;
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
    settings: JSON.parse(JSON.stringify(withoutLocation(settings))) as EstablishmentDraft['settings'],
    locationText: formatGpsPosition({ location: settings.location }),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the draft differs from what was saved. */
export function isDirty(saved: EstablishmentDraft, draft: EstablishmentDraft): boolean {
  return !same(saved, draft);
}

/**
 * The save's input: only the parts that changed (a profile edit never resends the hours, and the reverse); the
 * position typed is sent read (`{ latitude, longitude }`, or null once emptied).
 */
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
  const settings: Record<string, unknown> = Object.fromEntries(
    Object.entries(draft.settings).filter(
      ([key, value]) => !same(saved.settings[key as keyof EstablishmentDraft['settings']], value),
    ),
  );
  // An unreadable position never reaches here (the page refuses to save); '' sends null, which removes it.
  const position = parseGpsPosition({ text: draft.locationText });
  if (draft.locationText !== saved.locationText && position.ok) settings.location = position.location;
  return {
    restaurantId,
    ...(Object.keys(profile).length > 0 ? { profile } : {}),
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
  } as SaveRestaurantSettingsInput;
}
