import { z } from 'zod';
import { IdSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/** Why points moved; each kind has its own deterministic id shape (see `sourceId`). */
export const LEDGER_ENTRY_TYPES = [
  'reservation_completed',
  'amount_spent',
  'review',
  'cancellation',
  'no_show',
  'walk_in',
  'adjustment',
  'discount_voucher',
  'voucher_refund',
] as const;
/** One of {@link LEDGER_ENTRY_TYPES}. */
export const LedgerEntryTypeSchema = z.enum(LEDGER_ENTRY_TYPES);
/** {@link LedgerEntryTypeSchema} output type. */
export type LedgerEntryType = z.infer<typeof LedgerEntryTypeSchema>;

/**
 * One append-only entry of the loyalty ledger (server-only collection `loyaltyLedger`).
 * The id is deterministic (e.g. `reservation:{id}:completed`), so writing it twice is a no-op
 * and recounting never double-counts.
 */
export const LoyaltyLedgerEntrySchema = z.object({
  id: IdSchema,
  customerId: IdSchema,
  restaurantId: IdSchema,
  /** Signed change of points (may be decimal: 0.1 per euro). */
  delta: z.number(),
  type: LedgerEntryTypeSchema,
  /** The reservation, review or visit this entry comes from. */
  sourceId: safeString().default(''),
  reason: safeString().default(''),
  /** Balance at this restaurant after applying the entry (below 0 when credited points were taken back). */
  balanceAfter: z.number().optional(),
  createdAt: TimestampSchema,
  createdBy: safeString().optional(),
});
/** {@link LoyaltyLedgerEntrySchema} output type. */
export type LoyaltyLedgerEntry = z.infer<typeof LoyaltyLedgerEntrySchema>;

/**
 * A loyalty points record (collection `loyaltyPoints`), written for each tablet walk-in visit
 * and readable by staff of the restaurant.
 */
export const LoyaltyPointsRecordSchema = z.object({
  id: IdSchema,
  customerId: IdSchema,
  restaurantId: IdSchema,
  points: z.number(),
  reason: safeString().default(''),
  visitDate: safeString().default(''),
  partySize: z.number().int().min(1).default(1),
  type: safeString().default('walk_in_visit'),
  createdAt: TimestampSchema,
});
/** {@link LoyaltyPointsRecordSchema} output type. */
export type LoyaltyPointsRecord = z.infer<typeof LoyaltyPointsRecordSchema>;
