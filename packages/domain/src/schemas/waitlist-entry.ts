import { z } from 'zod';
import { DateStringSchema, IdSchema, TimeStringSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';
import { DinerLocaleSchema } from '../locale/diner-locales';

/**
 * Where a diner waiting for a full slot stands: WAITING in line, OFFERED a freed table (a signed link valid
 * 30 minutes, its covers held meanwhile), BOOKED through the offer or by staff, EXPIRED (offer unanswered or
 * slot passed), CANCELLED (removed by staff).
 */
export const WAITLIST_STATUSES = ['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'CANCELLED'] as const;
/** One of {@link WAITLIST_STATUSES}. */
export const WaitlistStatusSchema = z.enum(WAITLIST_STATUSES);
/** {@link WaitlistStatusSchema} output type. */
export type WaitlistStatus = z.infer<typeof WaitlistStatusSchema>;

/** How long a waitlist offer holds the freed covers. */
export const WAITLIST_OFFER_MINUTES = 30;

/** A diner waiting for a table at a full slot (collection `waitlist`, read through callables only). */
export const WaitlistEntrySchema = z.object({
  id: IdSchema,
  restaurantId: IdSchema,
  restaurantName: safeString().default(''),
  date: DateStringSchema,
  time: TimeStringSchema,
  partySize: z.number().int().min(1),
  firstName: safeString().default(''),
  lastName: safeString().default(''),
  email: safeString(),
  phone: safeString().default(''),
  status: WaitlistStatusSchema,
  createdAt: TimestampSchema,
  offeredAt: TimestampSchema.optional(),
  offerExpiresAt: TimestampSchema.optional(),
  reservationId: safeString().optional(),
  /** Signed in for that e-mail, or known to the venue by an honoured visit: offered before the others. */
  verified: z.boolean().optional(),
  /**
   * Unverified and past the venue's day of them (screenOnlineRequest, issue 49): never offered a table by
   * itself; staff book it from « Liste d'attente ».
   */
  heldForReview: z.boolean().optional(),
  /** The browser's form id: a retried join answers the same entry. */
  requestId: safeString().optional(),
  /** The language the diner asked in: the offer mail goes out in it (issue 51). */
  locale: DinerLocaleSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
/** {@link WaitlistEntrySchema} output type. */
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
