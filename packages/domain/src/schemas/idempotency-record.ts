import { z } from 'zod';
import { IdSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/** Idempotency record of an online booking (server-only collection `idempotency`, id = requestId). */
export const IdempotencyRecordSchema = z.object({
  id: IdSchema,
  kind: safeString().min(1),
  resultId: IdSchema,
  createdAt: TimestampSchema,
});
/** {@link IdempotencyRecordSchema} output type. */
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;
