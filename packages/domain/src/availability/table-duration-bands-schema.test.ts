import { describe, expect, it } from 'vitest';
import { RestaurantSettingsSchema } from '../schemas/restaurant';
import { resolveHoldMinutes } from './resolve-hold-minutes';
import { resolveTableSettings } from './resolve-table-settings';
import {
  DEFAULT_TABLE_DURATION_BANDS,
  ServiceDurationBandsSchema,
  describeDurationBand,
  formatHoldMinutes,
} from './table-duration-bands-schema';
import { PacingCoversSchema } from './pacing-schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('duration bands', () => {
  it('default to 1–2: 1 h 30, 3–4: 2 h, 5+: 2 h 30 and read the band of a party', () => {
    const bands = DEFAULT_TABLE_DURATION_BANDS;
    expect(bands.dinner.map((_, index) => describeDurationBand({ bands: bands.dinner, index }))).toEqual([
      '1–2 : 1 h 30',
      '3–4 : 2 h',
      '5+ : 2 h 30',
    ]);
    expect(
      [1, 2, 3, 4, 5, 12].map((partySize) => resolveHoldMinutes({ time: '20:00', partySize, bands })),
    ).toEqual([90, 90, 120, 120, 150, 150]);
  });

  it('take the service of the time, and the longer one outside lunch and dinner', () => {
    const bands = {
      lunch: [{ fromPartySize: 1, minutes: 60 }],
      dinner: [
        { fromPartySize: 1, minutes: 90 },
        { fromPartySize: 4, minutes: 180 },
      ],
    };
    expect(resolveHoldMinutes({ time: '12:30', partySize: 6, bands })).toBe(60);
    expect(resolveHoldMinutes({ time: '19:30', partySize: 3, bands })).toBe(90);
    expect(resolveHoldMinutes({ time: '19:30', partySize: 4, bands })).toBe(180);
    expect(resolveHoldMinutes({ time: '16:00', partySize: 2, bands })).toBe(90);
    expect(
      describeDurationBand({
        bands: [
          { fromPartySize: 1, minutes: 60 },
          { fromPartySize: 2, minutes: 90 },
        ],
        index: 0,
      }),
    ).toBe('1 : 1 h');
  });

  it('refuse bands that do not start at 1, go backwards or hold a table less than 30 minutes, in French', () => {
    expect(firstMessage(ServiceDurationBandsSchema.safeParse([{ fromPartySize: 2, minutes: 90 }]))).toBe(
      'La première tranche commence à 1 convive',
    );
    expect(
      firstMessage(
        ServiceDurationBandsSchema.safeParse([
          { fromPartySize: 1, minutes: 90 },
          { fromPartySize: 1, minutes: 120 },
        ]),
      ),
    ).toBe('Chaque tranche commence après la précédente');
    expect(firstMessage(ServiceDurationBandsSchema.safeParse([{ fromPartySize: 1, minutes: 20 }]))).toBe(
      "La durée d'occupation d'une table est comprise entre 30 et 360 minutes",
    );
    expect(firstMessage(ServiceDurationBandsSchema.safeParse([]))).toBe(
      'Entre 1 et 8 tranches de convives par service',
    );
    expect(firstMessage(PacingCoversSchema.safeParse(0))).toBe(
      "Le rythme est compris entre 1 et 500 couverts par quart d'heure",
    );
    expect(PacingCoversSchema.safeParse(null).success).toBe(true);
  });

  it('word durations as staff read them', () => {
    expect([45, 60, 90, 150].map((minutes) => formatHoldMinutes({ minutes }))).toEqual([
      '45 min',
      '1 h',
      '1 h 30',
      '2 h 30',
    ]);
  });
});

describe('resolveTableSettings', () => {
  it('keeps a venue saved before the choice « Par couverts », with the default bands and no pacing', () => {
    const saved = RestaurantSettingsSchema.parse({ restaurantId: 'r1' });
    expect(resolveTableSettings({ settings: saved })).toEqual({
      mode: 'covers',
      bands: DEFAULT_TABLE_DURATION_BANDS,
      pacing: null,
    });
    const tables = RestaurantSettingsSchema.parse({
      restaurantId: 'r1',
      availabilityMode: 'tables',
      pacingCoversPer15Min: 20,
    });
    expect(resolveTableSettings({ settings: tables })).toMatchObject({ mode: 'tables', pacing: 20 });
    expect(
      firstMessage(RestaurantSettingsSchema.safeParse({ restaurantId: 'r1', availabilityMode: 'tablés' })),
    ).toBe('Choisissez « Par couverts » ou « Par tables »');
  });
});
