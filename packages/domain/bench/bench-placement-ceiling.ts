import {
  DEFAULT_TABLE_DURATION_BANDS,
  makeDayClock,
  pickBestFits,
  resolveHoldMinutes,
  type FloorTables,
  type TableHold,
} from '../src/index';
import { offlineBest } from './bench-offline-exact';
import { BENCH_DATE, type BenchRequest } from './bench-venue';

interface Fixed {
  id: string;
  time: string;
  partySize: number;
}

/** Whether a host seating the parties by start (largest first) on the best online fit seats them all. */
function greedySeatsAll(floor: FloorTables, parties: readonly Fixed[]): boolean {
  const clock = makeDayClock({ date: BENCH_DATE });
  const holds = new Map<string, TableHold[]>();
  const day = { floor, holds, bands: DEFAULT_TABLE_DURATION_BANDS };
  const windows = parties
    .map((party) => {
      const start = clock.minutesOf(party.time) ?? 0;
      const end = start + resolveHoldMinutes({ time: party.time, partySize: party.partySize });
      return { ...party, start, end };
    })
    .sort((a, b) => a.start - b.start || b.partySize - a.partySize);
  for (const party of windows) {
    const [fit] = pickBestFits({
      day,
      partySize: party.partySize,
      start: party.start,
      end: party.end,
      online: true,
    });
    if (!fit) return false;
    const hold = {
      bookingId: party.id,
      start: party.start,
      end: party.end,
      partySize: party.partySize,
      pending: false,
    };
    for (const table of fit.tables) holds.set(table, [...(holds.get(table) ?? []), hold]);
  }
  return true;
}

/**
 * The most any placement could reach online, the diner being seated at the first of her times the venue can
 * seat: requests in arrival order, each accepted at the first time for which SOME seating of every party
 * accepted so far plus this one exists (a host greedy first, else the exact integer program), so that every
 * booking may be re-seated anywhere at every request. No engine that offers every time it can seat (the rule
 * « never « Complet » for a slot staff could seat ») does better on the same requests; the gap to the
 * offline best is the diners' times, which only the offline best may move. `undecided`: checks the solver
 * left open at its time limit (counted as refused).
 */
export function placementCeiling({
  floor,
  requests,
  maxPartySize,
  timeLimitSeconds,
}: {
  floor: FloorTables;
  requests: readonly BenchRequest[];
  maxPartySize: number;
  timeLimitSeconds: number;
}): { covers: number; undecided: number } {
  const accepted: Fixed[] = [];
  let covers = 0;
  let undecided = 0;
  for (const request of requests) {
    if (request.partySize > maxPartySize) continue;
    for (const time of request.times) {
      const trial = [...accepted, { id: request.id, time, partySize: request.partySize }];
      const wanted = covers + request.partySize;
      let fits = greedySeatsAll(floor, trial);
      if (!fits) {
        const best = offlineBest({
          floor,
          requests: trial.map((party) => ({ ...party, times: [party.time] })),
          maxPartySize,
          timeLimitSeconds,
        });
        fits = best.covers === wanted;
        if (!fits && !best.optimal && best.bound >= wanted) undecided += 1;
      }
      if (!fits) continue;
      accepted.push(trial[trial.length - 1]!);
      covers = wanted;
      break;
    }
  }
  return { covers, undecided };
}
