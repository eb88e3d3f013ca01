import {
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_TABLE_DURATION_BANDS,
  readFloorTables,
  type FloorPlan,
  type FloorPlanElement,
  type FloorTables,
  type OpeningHours,
  type RestaurantBookingSettings,
  type TableGroup,
} from '../src/index';
import { pickWeighted, seededRandom } from './bench-random';

/** The Saturday every evening is simulated on (its `now` is a week before, so no slot has passed). */
export const BENCH_DATE = '2027-06-12';
export const BENCH_NOW = new Date('2027-06-05T08:00:00Z');

/** Dinner times offered online: 19:00 to 22:00 every quarter of an hour. */
export const DINNER_TIMES = Array.from({ length: 13 }, (_, i) => {
  const minutes = 19 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** 40 tables: 14 two-tops, 18 four-tops, 8 six-tops (148 seats). */
const TABLE_SEATS: readonly number[] = [
  ...Array<number>(14).fill(2),
  ...Array<number>(18).fill(4),
  ...Array<number>(8).fill(6),
];

/** Joinable pairs by table number and the seats the joined pair gives. */
const GROUPS: readonly (readonly [number, number, number])[] = [
  [1, 2, 4],
  [3, 4, 4],
  [15, 16, 8],
  [17, 18, 8],
  [19, 20, 8],
  [21, 22, 8],
  [33, 34, 12],
];

/**
 * The bench venue's floor plan, as the editor would save it. With `minimums` (`--table-minimums`), as many venues
 * set them: a six-top is not given online to fewer than 4 guests, a joined pair to fewer than its seats less 3.
 */
export function benchFloorPlan({ minimums = false }: { minimums?: boolean } = {}): FloorPlan {
  const elements: FloorPlanElement[] = TABLE_SEATS.map((capacity, index) => ({
    id: `t${index + 1}`,
    type: 'table',
    number: `T${index + 1}`,
    capacity,
    ...(minimums && capacity === 6 ? { minCapacity: 4 } : {}),
    shape: 'rectangle',
    x: (index % 10) * 100,
    y: Math.floor(index / 10) * 100,
    width: 80,
    height: 80,
    rotation: 0,
  }));
  const tableGroups: TableGroup[] = GROUPS.map(([a, b, capacity]) => ({
    id: `g${a}-${b}`,
    tableIds: [`t${a}`, `t${b}`],
    capacity,
    ...(minimums && capacity >= 8 ? { minCapacity: capacity - 3 } : {}),
  }));
  return { restaurantId: 'bench', rooms: [{ id: 'salle', name: 'Salle', elements }], tableGroups };
}

/** The engine's view of the bench venue. */
export function benchFloor(options: { minimums?: boolean } = {}): FloorTables {
  return readFloorTables({ plan: benchFloorPlan(options) });
}

/** Saturday dinner only, in the given mode; « Par couverts » with the given slot and day cover limits. */
export function benchSettings({
  mode,
  slotCovers = 0,
  dayCovers = 1,
}: {
  mode: 'covers' | 'tables';
  slotCovers?: number;
  dayCovers?: number;
}): RestaurantBookingSettings {
  const closed = { closed: true, timeSlots: [] };
  const openingHours: OpeningHours = {
    monday: closed,
    tuesday: closed,
    wednesday: closed,
    thursday: closed,
    friday: closed,
    saturday: {
      closed: false,
      timeSlots: DINNER_TIMES.map((time) => ({ time, enabled: true, maxCapacity: slotCovers })),
    },
    sunday: closed,
  };
  return {
    ...DEFAULT_RESTAURANT_SETTINGS,
    openingHours,
    maxCapacityPerDay: mode === 'tables' ? 10_000 : dayCovers,
    bookingCutoffHours: 2,
    maxOnlineReservation: 8,
    availabilityMode: mode,
    tableDurationBands: DEFAULT_TABLE_DURATION_BANDS,
  };
}

/** One online request of an evening, in the order requests arrive. */
export interface BenchRequest {
  id: string;
  /** The time asked. */
  time: string;
  partySize: number;
  /**
   * The times the diner would take, best first: the one asked, then 15 then 30 minutes earlier or later (the
   * booking page shows only the times that can seat the party; a diner takes the nearest, or leaves).
   */
  times: readonly string[];
}

/** The time asked, then the nearest times offered within half an hour (earlier first at equal distance). */
export function acceptableTimes(time: string): string[] {
  const at = DINNER_TIMES.indexOf(time);
  return [0, -1, 1, -2, 2].flatMap((step) => {
    const other = DINNER_TIMES[at + step];
    return other ? [other] : [];
  });
}

/**
 * Party sizes of online dinner requests (mostly couples, then fours; few above six), and the times asked
 * (a peak from 20:00 to 20:45).
 */
const PARTY_SIZES: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 48],
  [3, 10],
  [4, 22],
  [5, 6],
  [6, 7],
  [7, 2],
  [8, 3],
];
const TIME_WEIGHTS: readonly number[] = [3, 3, 7, 8, 14, 12, 14, 10, 10, 6, 6, 4, 3];

/** Requests of one evening from its seed: 55 to 90 parties, each a size and a time, in arrival order. */
export function drawEvening(seed: number): BenchRequest[] {
  const random = seededRandom(seed);
  const count = 55 + Math.floor(random() * 36);
  const times = DINNER_TIMES.map((time, i) => [time, TIME_WEIGHTS[i] ?? 1] as const);
  return Array.from({ length: count }, (_, i) => {
    const time = pickWeighted(random, times);
    return { id: `r${i}`, time, partySize: pickWeighted(random, PARTY_SIZES), times: acceptableTimes(time) };
  });
}
