import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_LOYALTY_CONFIG } from '../../loyalty';
import { firstErrorMessage } from './form-checks';
import {
  DuplicateDayFormSchema,
  NewTimeSlotFormSchema,
  SaveFloorPlanInputSchema,
  SaveLoyaltyConfigInputSchema,
  SaveRestaurantSettingsInputSchema,
} from './settings-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

describe('settings inputs', () => {
  it('saves a loyalty configuration of a restaurant', () => {
    expect(
      SaveLoyaltyConfigInputSchema.safeParse({ restaurantId: 'r1', config: DEFAULT_LOYALTY_CONFIG }).success,
    ).toBe(true);
    expect(
      SaveLoyaltyConfigInputSchema.safeParse({
        restaurantId: 'r1',
        config: { ...DEFAULT_LOYALTY_CONFIG, giftInterval: 0 },
      }).success,
    ).toBe(false);
    expect(msg(SaveLoyaltyConfigInputSchema, { config: DEFAULT_LOYALTY_CONFIG })).toBe(
      '❌ Aucun restaurant sélectionné',
    );
  });

  it('checks booking settings ranges', () => {
    const ok = {
      restaurantId: 'r1',
      settings: { maxCapacityPerDay: 1, bookingCutoffHours: 72, maxOnlineReservation: 50 },
    };
    expect(SaveRestaurantSettingsInputSchema.safeParse(ok).success).toBe(true);
    expect(
      msg(SaveRestaurantSettingsInputSchema, { restaurantId: 'r1', settings: { maxCapacityPerDay: 0 } }),
    ).toBe("La capacité maximale doit être d'au moins 1");
    expect(
      msg(SaveRestaurantSettingsInputSchema, { restaurantId: 'r1', settings: { bookingCutoffHours: 73 } }),
    ).toBe('Le délai de réservation doit être compris entre 0 et 72 heures');
    expect(
      msg(SaveRestaurantSettingsInputSchema, { restaurantId: 'r1', settings: { maxOnlineReservation: 51 } }),
    ).toBe('Le nombre maximum de convives en ligne est compris entre 1 et 50');
    expect(msg(SaveRestaurantSettingsInputSchema, { restaurantId: 'r1', profile: { name: '' } })).toBe(
      'Le nom est obligatoire',
    );
  });

  it('saves a #rrggbb brand colour and refuses any other notation', () => {
    const save = (brandColor: string) =>
      SaveRestaurantSettingsInputSchema.safeParse({ restaurantId: 'r1', profile: { brandColor } });
    expect(save('#1e3a8a').data?.profile?.brandColor).toBe('#1e3a8a');
    expect(save('navy').error?.issues[0]?.message).toBe('Couleur invalide : format attendu #rrggbb');
  });

  it('adds a slot only with a new time', () => {
    expect(NewTimeSlotFormSchema.safeParse({ time: '12:15', existingTimes: ['12:00'] }).success).toBe(true);
    expect(msg(NewTimeSlotFormSchema, { time: '' })).toBe('Veuillez sélectionner une heure');
    expect(msg(NewTimeSlotFormSchema, { time: 'midi' })).toBe('Veuillez sélectionner une heure');
    expect(msg(NewTimeSlotFormSchema, { time: '12:00', existingTimes: ['12:00'] })).toBe(
      'Ce créneau existe déjà',
    );
    expect(msg(DuplicateDayFormSchema, { targets: [] })).toBe('Sélectionnez au moins un jour');
  });

  it('saves the « Par tables » choice with its duration bands and pacing, refused in French when wrong', () => {
    const bands = [
      { fromPartySize: 1, minutes: 90 },
      { fromPartySize: 5, minutes: 150 },
    ];
    const settings = {
      availabilityMode: 'tables',
      tableDurationBands: { lunch: bands, dinner: bands },
      pacingCoversPer15Min: 24,
    };
    expect(SaveRestaurantSettingsInputSchema.parse({ restaurantId: 'r1', settings }).settings).toEqual(
      settings,
    );
    expect(
      SaveRestaurantSettingsInputSchema.parse({
        restaurantId: 'r1',
        settings: { availabilityMode: 'covers', pacingCoversPer15Min: null },
      }).settings,
    ).toEqual({ availabilityMode: 'covers', pacingCoversPer15Min: null });
    expect(
      msg(SaveRestaurantSettingsInputSchema, {
        restaurantId: 'r1',
        settings: { pacingCoversPer15Min: 501 },
      }),
    ).toBe("Le rythme est compris entre 1 et 500 couverts par quart d'heure");
    expect(
      msg(SaveRestaurantSettingsInputSchema, {
        restaurantId: 'r1',
        settings: { availabilityMode: 'seats' },
      }),
    ).toBe('Choisissez « Par couverts » ou « Par tables »');
  });

  it('saves a floor plan with at least one room', () => {
    const room = { id: 'a', name: 'Salle 1', elements: [] };
    expect(SaveFloorPlanInputSchema.safeParse({ restaurantId: 'r1', rooms: [room] }).success).toBe(true);
    expect(msg(SaveFloorPlanInputSchema, { restaurantId: 'r1', rooms: [] })).toBe(
      'Le plan doit contenir au moins une salle',
    );
    expect(msg(SaveFloorPlanInputSchema, { restaurantId: '', rooms: [room] })).toBe(
      '❌ Aucun restaurant sélectionné',
    );
  });

  it('saves joinable tables only when they name tables of the plan, and a table minimum within its seats', () => {
    const table = (id: string, extra: object = {}) => ({
      id,
      type: 'table',
      x: id === 't1' ? 0 : 100,
      y: 0,
      width: 60,
      height: 60,
      number: id,
      capacity: 4,
      ...extra,
    });
    const rooms = [{ id: 'a', name: 'Salle 1', elements: [table('t1'), table('t2', { online: false })] }];
    const group = { id: 'g', tableIds: ['t1', 't2'], capacity: 6 };
    const saved = SaveFloorPlanInputSchema.parse({ restaurantId: 'r1', rooms, tableGroups: [group] });
    expect(saved.tableGroups).toEqual([group]);
    expect(SaveFloorPlanInputSchema.parse({ restaurantId: 'r1', rooms }).tableGroups).toEqual([]);
    expect(
      msg(SaveFloorPlanInputSchema, {
        restaurantId: 'r1',
        rooms,
        tableGroups: [{ ...group, tableIds: ['t1', 't9'] }],
      }),
    ).toBe("Une table associée n'existe plus sur le plan");
    const withGroup = (extra: object) =>
      msg(SaveFloorPlanInputSchema, { restaurantId: 'r1', rooms, tableGroups: [{ ...group, ...extra }] });
    expect(withGroup({ capacity: 3 })).toBe(
      'Une association ne peut pas compter moins de places que sa table t1 seule (4 places)',
    );
    expect(withGroup({ capacity: 11 })).toBe('Ces tables réunies ne peuvent pas compter plus de 10 places');
    expect(withGroup({ tableIds: ['t1', 't1'] })).toBe('Une table figure deux fois dans la même association');
    expect(
      msg(SaveFloorPlanInputSchema, {
        restaurantId: 'r1',
        rooms,
        tableGroups: [group, { ...group, id: 'g2', tableIds: ['t2', 't1'] }],
      }),
    ).toBe('Ces tables sont déjà associées');
    expect(
      msg(SaveFloorPlanInputSchema, {
        restaurantId: 'r1',
        rooms: [{ ...rooms[0], elements: [table('t1', { minCapacity: 5 })] }],
      }),
    ).toBe('Le minimum de convives dépasse la capacité de la table');
  });

  it('refuses a floor plan where two tables overlap, naming them', () => {
    const table = (id: string, number: string, x: number) => ({
      id,
      type: 'table',
      number,
      capacity: 4,
      x,
      y: 100,
      width: 80,
      height: 80,
    });
    const rooms = (x: number) => [
      { id: 'a', name: 'Salle 1', elements: [table('t1', '1', 100), table('t2', '2', x)] },
    ];
    expect(SaveFloorPlanInputSchema.safeParse({ restaurantId: 'r1', rooms: rooms(180) }).success).toBe(true);
    expect(msg(SaveFloorPlanInputSchema, { restaurantId: 'r1', rooms: rooms(150) })).toBe(
      "Impossible : la table 2 chevauche la table 1 (Salle 1). Écartez-les d'abord.",
    );
  });
});
