import { z } from 'zod';
import { TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/**
 * A code drawn for a voucher or a loyalty card (server-only collection `scanCodes`, id = the code itself, e.g.
 * 'REWARD:312345678'): created in the same transaction as what it stands for, so a code is held once
 * (ARCHITECTURE §8). A voucher's entry names the voucher (`rewardId`, its restaurant and customer); a loyalty
 * card's names the customer file.
 */
export const ScanCodeRecordSchema = z.object({
  code: safeString().regex(/^(REWARD:3\d{8}|LOYALTY:2\d{7})$/),
  kind: z.enum(['reward', 'loyalty']),
  rewardId: safeString().min(1).optional(),
  customerId: safeString().min(1).optional(),
  restaurantId: safeString().min(1).optional(),
  createdAt: TimestampSchema,
});
/** {@link ScanCodeRecordSchema} output type. */
export type ScanCodeRecord = z.infer<typeof ScanCodeRecordSchema>;
