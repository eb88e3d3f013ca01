import { describe, expect, it } from 'vitest';
import { describeSlotExplanation, describeTableDecision, describeTables } from './describe-slot-explanation';
import { evaluateTableSlot } from './evaluate-table-slot';
import { explainDaySlots, type SlotExplanation } from './explain-day-slots';
import type { FloorTables } from './floor-tables';
import { planTableDay, type TableBooking } from './plan-table-day';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const SATURDAY = '2026-11-21';
const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 4, online: true },
    { number: '7', minSeats: 1, maxSeats: 4, online: false },
    { number: '8', minSeats: 1, maxSeats: 4, online: false },
  ],
  groups: [{ id: 'g', tables: ['7', '8'], minSeats: 5, maxSeats: 8, online: false }],
};
const bookings: TableBooking[] = [
  { id: 'a', time: '19:30', partySize: 4, status: 'CONFIRMED', tableId: '2' },
  { id: 'b', time: '20:00', partySize: 2, status: 'PENDING', tableId: '1' },
];

function decide(time: string, partySize: number, pacing: number | null = null) {
  const day = planTableDay({ date: SATURDAY, floor, bookings, bands: DEFAULT_TABLE_DURATION_BANDS });
  return evaluateTableSlot({ day, time, partySize, pacing });
}

describe('describeTables', () => {
  it('names one table or joined ones', () => {
    expect(describeTables({ tables: ['3'] })).toBe('table 3');
    expect(describeTables({ tables: ['3', '4'] })).toBe('tables 3 + 4');
  });
});

describe('describeTableDecision', () => {
  it('says what fills a full slot, the tables still free and for how long, and what would open it', () => {
    expect(describeTableDecision({ decision: decide('20:00', 4) })).toEqual([
      '4 couverts à table à 20:00',
      '2 couverts en attente de confirmation',
      "Aucune table en ligne libre 2 h (jusqu'à 22:00) pour 4 personnes",
      'Tables libres : T7 (4 personnes, salle) sans réservation ensuite, T8 (4 personnes, salle) sans réservation ensuite',
      "Ce qui l'ouvrirait : la table 2 se libère à 21:30",
      "Ce qui l'ouvrirait : la table 7 est réservée à la salle (4 places)",
    ]);
  });

  it('names the tables given, the pacing kept or reached, joined tables kept in-house', () => {
    expect(describeTableDecision({ decision: decide('20:00', 2, 10) })).toContain(
      "Limite de rythme : 10 couverts par quart d'heure, 2 couverts à 20:00",
    );
    expect(describeTableDecision({ decision: decide('20:00', 2, 3) })).toContain(
      "Limite de rythme : 3 couverts par quart d'heure atteinte",
    );
    expect(describeTableDecision({ decision: decide('21:30', 2) })[1]).toBe(
      "2 personnes : table 1, 1 h 30 (jusqu'à 23:00)",
    );
    expect(describeTableDecision({ decision: decide('20:00', 6) })).toEqual(
      expect.arrayContaining([
        'Aucune table ni association en ligne ne reçoit 6 personnes',
        "Ce qui l'ouvrirait : les tables 7 + 8 sont réservées à la salle (8 places)",
      ]),
    );
  });

  it('says a spring-night time does not exist', () => {
    const day = planTableDay({
      date: '2027-03-28',
      floor,
      bookings: [],
      bands: DEFAULT_TABLE_DURATION_BANDS,
    });
    expect(
      describeTableDecision({ decision: evaluateTableSlot({ day, time: '02:30', partySize: 2 }) }),
    ).toContain("02:30 n'existe pas ce jour-là (changement d'heure)");
  });
});

describe('describeSlotExplanation', () => {
  const input = {
    settings: { ...DEFAULT_RESTAURANT_SETTINGS, maxOnlineReservation: 6 },
    closedSlots: { lunch: [], dinner: ['22:00'] },
    reservations: bookings,
    floor,
    date: SATURDAY,
    now: new Date('2026-11-21T10:30:00.000Z'),
  };
  const at = (slots: SlotExplanation[], time: string) =>
    describeSlotExplanation({ explanation: slots.find((slot) => slot.time === time)! });

  it('« Par couverts »: the covers booked, held and left', () => {
    expect(at(explainDaySlots(input), '20:00')).toEqual({
      headline: 'En ligne : 28 couverts restants',
      open: true,
      lines: [
        '0 couvert réservé sur 30',
        '2 couverts en attente de confirmation',
        '28 couverts encore libres en ligne (créneau et journée)',
      ],
    });
  });

  it('agrees its words with one cover left', () => {
    const lastCover = {
      ...input,
      reservations: [{ id: 'z', time: '20:00', partySize: 29, status: 'CONFIRMED' }],
    };
    expect(at(explainDaySlots(lastCover), '20:00')).toEqual({
      headline: 'En ligne : 1 couvert restant',
      open: true,
      lines: ['29 couverts réservés sur 30', '1 couvert encore libre en ligne (créneau et journée)'],
    });
  });

  it('« Par tables »: which parties can still book, or full online', () => {
    const tables = { ...input, settings: { ...input.settings, availabilityMode: 'tables' as const } };
    expect(at(explainDaySlots(tables), '21:30').headline).toBe('En ligne : 1 à 4 personnes');
    expect(at(explainDaySlots(tables), '20:00')).toMatchObject({ headline: 'Complet en ligne', open: false });
  });

  it('says passed, closed by whom and when, or booking off for the day', () => {
    expect(at(explainDaySlots(input), '12:00').headline).toBe('Passé : plus proposé en ligne');
    const closure = { by: 'Marie', at: '2026-11-20T17:05:00.000Z' };
    expect(at(explainDaySlots({ ...input, closure }), '22:00')).toMatchObject({
      headline: 'Fermé par Marie le 20/11 à 18:05',
      open: false,
    });
    expect(at(explainDaySlots(input), '22:00').headline).toBe("Fermé par l'équipe");
    const off = { ...input, settings: { ...input.settings, onlineBookingEnabled: false } };
    expect(at(explainDaySlots(off), '20:00').headline).toBe('Réservation en ligne fermée ce jour-là');
  });

  it('names who closed each slot from its own record, in Paris time', () => {
    const closedSlots = {
      lunch: [],
      dinner: ['21:00', '22:00'],
      closures: {
        '21:00': { by: 'Marie D.', byUid: 'u1', at: '2026-11-20T17:02:00.000Z' },
        '22:00': { by: 'Paul M.', byUid: 'u2', at: '2026-11-20T19:40:00.000Z' },
      },
    };
    const closure = { by: 'Ancien', at: '2026-11-19T10:00:00.000Z' };
    const slots = explainDaySlots({ ...input, closedSlots, closure });
    expect(at(slots, '21:00').headline).toBe('Fermé par Marie D. le 20/11 à 18:02');
    expect(at(slots, '22:00').headline).toBe('Fermé par Paul M. le 20/11 à 20:40');
    expect(at(slots, '21:00').lines).toEqual([
      '0 couvert réservé sur 30',
      "Ce qui l'ouvrirait : le rouvrir (30 couverts libres en ligne, créneau et journée)",
    ]);
    const tables = {
      ...input,
      closedSlots,
      settings: { ...input.settings, availabilityMode: 'tables' as const },
    };
    expect(at(explainDaySlots(tables), '22:00').lines.at(-1)).toBe("Ce qui l'ouvrirait : le rouvrir");
  });

  it('gives a closure made on the autumn DST night its Paris hour, before and after the clocks go back', () => {
    // 00:30 UTC is 02:30 CEST before the clocks go back; 01:30 UTC is 02:30 CET after.
    for (const instant of ['2027-10-31T00:30:00.000Z', '2027-10-31T01:30:00.000Z']) {
      const closedSlots = {
        lunch: [],
        dinner: ['22:00'],
        closures: { '22:00': { by: 'Marie D.', byUid: 'u1', at: instant } },
      };
      expect(at(explainDaySlots({ ...input, closedSlots }), '22:00').headline).toBe(
        'Fermé par Marie D. le 31/10 à 02:30',
      );
    }
    const spring = {
      lunch: [],
      dinner: ['22:00'],
      closures: { '22:00': { by: 'Paul M.', byUid: 'u2', at: '2027-03-28T01:15:00.000Z' } },
    };
    expect(at(explainDaySlots({ ...input, closedSlots: spring }), '22:00').headline).toBe(
      'Fermé par Paul M. le 28/03 à 03:15',
    );
  });
});
