import { explainTableSlot, listSizedCandidates, type TableSlotExplanation } from './explain-table-slot';
import { PACING_WINDOW_MINUTES } from './pacing-schema';
import { pickBestFits, type TableFit } from './pick-best-fits';
import { planTableDay, type TableDay } from './plan-table-day';
import { resolveHoldMinutes } from './resolve-hold-minutes';

/** Why « Par tables » cannot seat a party online at a time. */
export type TableSlotRefusal = 'nonexistent-time' | 'too-large' | 'pacing' | 'no-table';

/** The engine's answer for one party at one time: seat it online (and where) or not, and why. */
export interface TableSlotDecision {
  time: string;
  partySize: number;
  seatable: boolean;
  reason: TableSlotRefusal | null;
  /** The best fit given online; null when refused. */
  fit: TableFit | null;
  /** When the fit frees its tables (ISO instant); null when refused. */
  tablesFreeAt: string | null;
  explanation: TableSlotExplanation;
}

/** Whether seating the party on `fit` leaves every booking without a table still seated somewhere. */
function keepsOthersSeated(
  day: TableDay,
  fit: TableFit,
  time: string,
  partySize: number,
  tablesFreeAt: string,
) {
  if (day.placed.every((entry) => entry.stored)) return true;
  const replanned = planTableDay({
    date: day.clock.date,
    clock: day.clock,
    floor: day.floor,
    bands: day.bands,
    bookings: [
      ...day.bookings,
      {
        id: '\u0000candidate',
        time,
        partySize,
        status: 'PENDING',
        tableId: fit.tables.join('+'),
        tablesFreeAt,
      },
    ],
  });
  return replanned.unseated.length <= day.unseated.length;
}

/**
 * THE « Par tables » decision for one party at one time, with its explanation: the same computation answers
 * the booking page's times, the online booking's transaction, the waitlist and « Pourquoi complet ? ». A party
 * is seated online when the time exists that day (not the 02:30 of a spring night), the quarter's pacing leaves
 * room for its covers, and an online table or joinable group within its seats is free for the party's whole
 * duration (best fit, see {@link pickBestFits}) without leaving a booking that has no table unseated.
 */
export function evaluateTableSlot({
  day,
  time,
  partySize,
  pacing,
}: {
  day: TableDay;
  time: string;
  partySize: number;
  /** Most covers starting per quarter of an hour; null or absent: no limit. */
  pacing?: number | null;
}): TableSlotDecision {
  const start = day.clock.minutesOf(time);
  const neededMinutes = resolveHoldMinutes({ time, partySize, bands: day.bands });
  const limit = pacing ?? null;
  if (start === null) {
    const explanation = explainTableSlot({
      day,
      time,
      partySize,
      start,
      neededMinutes,
      coversStarting: 0,
      pacing: limit,
      fit: null,
    });
    return {
      time,
      partySize,
      seatable: false,
      reason: 'nonexistent-time',
      fit: null,
      tablesFreeAt: null,
      explanation,
    };
  }
  const end = start + neededMinutes;
  const tablesFreeAt = day.clock.instantOf(end).toISOString();
  const coversStarting = day.startsByQuarter.get(Math.floor(start / PACING_WINDOW_MINUTES)) ?? 0;
  const paced = limit !== null && coversStarting + partySize > limit;
  const fit = paced
    ? null
    : (pickBestFits({ day, partySize, start, end, online: true }).find((candidate) =>
        keepsOthersSeated(day, candidate, time, partySize, tablesFreeAt),
      ) ?? null);
  const reason: TableSlotRefusal | null = paced
    ? 'pacing'
    : fit
      ? null
      : listSizedCandidates({ day, partySize }).length === 0
        ? 'too-large'
        : 'no-table';
  return {
    time,
    partySize,
    seatable: fit !== null,
    reason,
    fit,
    tablesFreeAt: fit ? tablesFreeAt : null,
    explanation: explainTableSlot({
      day,
      time,
      partySize,
      start,
      neededMinutes,
      coversStarting,
      pacing: limit,
      fit,
    }),
  };
}
