import { roundPoints } from './round-points';
import {
  STATUS_CREDIT_EFFECTS,
  heldEffectOf,
  type StatusCredit,
  type StatusCreditEffect,
} from './status-credit';
import type { EffectTarget } from './target-status-credit';

/** One ledger entry a status change writes for one effect, with the venue's counter it moves. */
export interface StatusCreditMove {
  effect: StatusCreditEffect;
  /** Revision of the entry (`reservation:{id}:completed`, then `:completed:2`…). */
  revision: number;
  /** Points to move, before a penalty's stop at 0. */
  pointsDelta: number;
  /** Change of the venue's counter of that effect (and, for a visit, its figures): 1, -1 or 0. */
  countDelta: -1 | 0 | 1;
  /** A cost being applied: it takes at most what the balance holds above 0 (applyPointsDelta). */
  floorAtZero: boolean;
}

/**
 * The entries that bring what a booking's status effects hold (`held`) to what its new status earns (`target`),
 * take-backs first (so that a no-show given back before a visit counts is not lost to the stop at 0): an effect
 * whose count already matches moves nothing (a retry, the same status again); one that changes moves the
 * difference of points from what it holds, exactly what it gave when it is taken back.
 * @example planStatusCredit({ held: undefined, target: targetStatusCredit({ status: 'COMPLETED', cancellation: 'none', config }) }) // [{ effect: 'reservation_completed', revision: 1, pointsDelta: 5, countDelta: 1, floorAtZero: false }]
 */
export function planStatusCredit({
  held,
  target,
}: {
  held: StatusCredit | undefined;
  target: Record<StatusCreditEffect, EffectTarget>;
}): StatusCreditMove[] {
  const moves: StatusCreditMove[] = [];
  for (const effect of STATUS_CREDIT_EFFECTS) {
    const now = heldEffectOf({ credit: held, effect });
    const wanted = target[effect];
    const recount = now.counted !== wanted.counted;
    // Points left on an effect no longer counted (a record made before revisions) are taken back too.
    const stray = !recount && wanted.counted === 0 && now.points !== 0;
    if (!recount && !stray) continue;
    const countDelta = (wanted.counted - now.counted) as -1 | 0 | 1;
    moves.push({
      effect,
      revision: now.revision + 1,
      pointsDelta: roundPoints({ points: wanted.points - now.points }),
      countDelta,
      floorAtZero: wanted.counted === 1 && effect !== 'reservation_completed',
    });
  }
  return moves.sort((a, b) => a.countDelta - b.countDelta);
}

/**
 * What the booking holds once `moves` are written, each with the points the ledger actually applied (`applied`,
 * same order): the next change starts from there.
 */
export function settleStatusCredit({
  held,
  moves,
  applied,
}: {
  held: StatusCredit | undefined;
  moves: readonly StatusCreditMove[];
  applied: readonly number[];
}): StatusCredit {
  const next: StatusCredit = { ...held };
  moves.forEach((move, i) => {
    const now = heldEffectOf({ credit: held, effect: move.effect });
    next[move.effect] = {
      points: roundPoints({ points: now.points + (applied[i] ?? 0) }),
      counted: now.counted + move.countDelta,
      revision: move.revision,
    };
  });
  return next;
}
