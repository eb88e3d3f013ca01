import { z } from 'zod';
import { IdSchema, OptionalEmailSchema, RoleSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/** Kinds of voucher: a discount, or a gift from the loyalty cycle. */
export const REWARD_TYPES = ['discount', 'gift'] as const;
/**
 * Voucher states: active until used; expired is displayed only; cancelled when the points that bought it were
 * taken back (issue 49: `cancellation` says when and why, for the diner too).
 */
export const REWARD_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
/** One of {@link REWARD_STATUSES}. */
export const RewardStatusSchema = z.enum(REWARD_STATUSES);
/** {@link RewardStatusSchema} output type. */
export type RewardStatus = z.infer<typeof RewardStatusSchema>;

/** Who applied a voucher; the role defaults to 'unknown' as in the product. */
const UsedByRoleSchema = z.union([RoleSchema, z.literal('unknown')]);

/** What happened to a voucher at the till: used, or given back within the minute (issue 36). */
export const REWARD_EVENTS = ['used', 'restored'] as const;

/**
 * One step of a voucher's history as its owner reads it: what happened and when. Who did it is staff's business
 * only (issue 49): it lives in the voucher's audit record, never on the voucher the diner reads.
 */
export const RewardEventSchema = z.object({
  action: z.enum(REWARD_EVENTS),
  at: TimestampSchema,
});
/** {@link RewardEventSchema} output type. */
export type RewardEvent = z.infer<typeof RewardEventSchema>;
/** Events a voucher keeps: its latest uses and give-backs (the document stays small). */
export const REWARD_HISTORY_LIMIT = 20;

/** One step of a voucher's history with the staff member who did it (audit record, staff-only). */
export const RewardAuditEventSchema = RewardEventSchema.extend({
  by: safeString().default(''),
  byEmail: safeString().default(''),
  byRole: UsedByRoleSchema.default('unknown'),
});
/** {@link RewardAuditEventSchema} output type. */
export type RewardAuditEvent = z.infer<typeof RewardAuditEventSchema>;

/**
 * Who used and gave back a voucher (collection `rewardAudit`, id = the voucher's id): read by the venue's staff
 * and master_admin only, so that a diner reading their voucher never learns a staff account (issue 49).
 */
export const RewardAuditSchema = z.object({
  id: IdSchema,
  rewardId: IdSchema,
  restaurantId: IdSchema,
  /** Oldest first, at most {@link REWARD_HISTORY_LIMIT}. */
  events: z.array(RewardAuditEventSchema).max(REWARD_HISTORY_LIMIT).default([]),
});
/** {@link RewardAuditSchema} output type. */
export type RewardAudit = z.infer<typeof RewardAuditSchema>;

/**
 * A reward voucher (collection `rewards`). `barcode` is the REWARD: code; vouchers made from a gift carry
 * `giftNumber`. `expiryDate` is absent for vouchers valid for life ('Valable à vie'). `value` is euros for a
 * discount; a gift voucher's `value` is euros only with `valueSet` (the venue's value of that gift), older ones
 * stored their gift number there (readVoucherEuros).
 */
export const RewardVoucherSchema = z.object({
  id: IdSchema,
  customerId: safeString().default(''),
  customerEmail: OptionalEmailSchema.default(''),
  customerName: safeString().default(''),
  restaurantId: IdSchema,
  restaurantName: safeString().default(''),
  rewardType: z.enum(REWARD_TYPES),
  value: z.number().min(0).optional(),
  /** Set on gift vouchers made since gifts have a value: `value` then holds the venue's euros (absent: none). */
  valueSet: z.boolean().optional(),
  description: safeString().default(''),
  barcode: safeString().min(1),
  pointsUsed: z.number().min(0).default(0),
  status: RewardStatusSchema,
  giftNumber: z.number().int().min(1).optional(),
  giftName: safeString().optional(),
  giftEmoji: safeString().optional(),
  createdAt: TimestampSchema,
  usedAt: TimestampSchema.optional(),
  expiryDate: TimestampSchema.optional(),
  /** Uses and give-backs at the till, oldest first, at most {@link REWARD_HISTORY_LIMIT}. */
  history: z.array(RewardEventSchema).max(REWARD_HISTORY_LIMIT).default([]),
  /** Why and when a cancelled voucher was cancelled (a reversal took back the points that bought it). */
  cancellation: z.object({ at: TimestampSchema, reason: safeString() }).optional(),
});
/** {@link RewardVoucherSchema} output type. */
export type RewardVoucher = z.infer<typeof RewardVoucherSchema>;

/**
 * A record of a voucher applied at the till (collection `rewardUsages`); `value` in euros when the voucher has
 * one (readVoucherEuros: records without `rewardType` are older gift usages whose value was the gift number).
 */
export const RewardUsageSchema = z.object({
  id: IdSchema,
  rewardId: IdSchema,
  restaurantId: IdSchema,
  restaurantName: safeString().default(''),
  customerId: safeString().default(''),
  customerEmail: OptionalEmailSchema.default(''),
  customerName: safeString().default(''),
  value: z.number().min(0).optional(),
  rewardType: z.enum(REWARD_TYPES).optional(),
  valueSet: z.boolean().optional(),
  /** What the voucher gave (« Bon de réduction de 10,00 € », « 🍝 Plat offert »). */
  description: safeString().optional(),
  usedAt: TimestampSchema,
  usedBy: safeString().default(''),
  usedByEmail: safeString().default(''),
  usedByRole: UsedByRoleSchema.default('unknown'),
});
/** {@link RewardUsageSchema} output type. */
export type RewardUsage = z.infer<typeof RewardUsageSchema>;
