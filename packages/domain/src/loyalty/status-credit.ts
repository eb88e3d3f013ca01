import { z } from 'zod';

/** The ledger effects a booking's status has: an honoured visit earns, a cancellation or a no-show may cost. */
export const STATUS_CREDIT_EFFECTS = ['reservation_completed', 'cancellation', 'no_show'] as const;
/** One of {@link STATUS_CREDIT_EFFECTS} (the ledger entry type of its moves). */
export type StatusCreditEffect = (typeof STATUS_CREDIT_EFFECTS)[number];

/**
 * What the ledger and the venue's counters hold of one status effect of a booking: the points its entries moved
 * in all (after a penalty's stop at 0), whether the venue's counter (`completed`, `cancelled`, `noShow`, and an
 * honoured visit's figures) counts it, and how many entries it has had (the next entry's revision).
 */
export const HeldEffectSchema = z.object({
  points: z.number().default(0),
  counted: z.number().int().min(0).max(1).default(0),
  revision: z.number().int().min(0).default(0),
});
/** {@link HeldEffectSchema} output type. */
export type HeldEffect = z.infer<typeof HeldEffectSchema>;

/**
 * What a booking's status effects hold in the ledger (stored on the reservation as `statusCredit`, beside
 * `billCredit`): each status change moves only the difference between this and what the new status earns, so
 * that whatever the order of changes and retries, the ledger holds what the final status earns, once.
 */
export const StatusCreditSchema = z.object({
  reservation_completed: HeldEffectSchema.optional(),
  cancellation: HeldEffectSchema.optional(),
  no_show: HeldEffectSchema.optional(),
});
/** {@link StatusCreditSchema} output type. */
export type StatusCredit = z.infer<typeof StatusCreditSchema>;

/** An effect nothing was ever written for. */
export const NO_HELD_EFFECT: HeldEffect = Object.freeze({ points: 0, counted: 0, revision: 0 });

/** What `credit` holds of `effect` (nothing when absent). */
export function heldEffectOf({
  credit,
  effect,
}: {
  credit: StatusCredit | undefined;
  effect: StatusCreditEffect;
}): HeldEffect {
  return credit?.[effect] ?? NO_HELD_EFFECT;
}
