import { z } from 'zod';
import { ConsentProofSchema } from './consent-proof';
import {
  CounterSchema,
  DateStringSchema,
  IdSchema,
  OptionalEmailSchema,
  TimestampSchema,
} from './primitives';
import { safeString } from './safe-string';

/**
 * What one restaurant knows of a customer. Maintained by the callables in the same transaction as the
 * reservation or ledger change, so that the customer file never has to load every reservation.
 */
export const CustomerRestaurantStatsSchema = z.object({
  /**
   * Loyalty balance at this restaurant (one decimal); mirrors the ledger. Below 0 only when points were taken back
   * after they were spent (issue 49): conversions and gifts wait until it is positive again.
   */
  points: z.number().default(0),
  totalReservations: CounterSchema,
  completed: CounterSchema,
  cancelled: CounterSchema,
  noShow: CounterSchema,
  visitsDeclared: CounterSchema,
  reviews: CounterSchema,
  /** Euros of the bills staff entered for the completed bookings here (corrections and cancellations included). */
  totalSpent: z.number().min(0).default(0),
  /** Completed bookings here whose bill was entered, and their guests: the average spend per cover. */
  billedVisits: CounterSchema,
  billedCovers: CounterSchema,
  /** Date of the last honoured visit ('YYYY-MM-DD'). */
  lastVisit: DateStringSchema.optional(),
  /** Last loyalty activity (visit, reservation, review), for the tablet's 5-hour rule. */
  lastActivityAt: TimestampSchema.optional(),
  /** Gifts already turned into vouchers here, so that a gift is claimed once. */
  giftsClaimed: CounterSchema,
  /** Guests over the honoured visits here (completed bookings and declared visits): the average party. */
  covers: CounterSchema,
  /** Date of the first honoured visit here ('YYYY-MM-DD'). */
  firstVisit: DateStringSchema.optional(),
  /** Honoured visits by weekday, Sunday first (index = Date#getUTCDay of the visit's date): the favourite day. */
  visitsByWeekday: z.array(z.number().int().min(0)).max(7).default([]),
  /** Honoured visits by hour of arrival ('12', '20'…): the favourite time. */
  visitsByHour: z.record(safeString().regex(/^\d{2}$/), z.number().int().min(0)).default({}),
});
/** {@link CustomerRestaurantStatsSchema} output type. */
export type CustomerRestaurantStats = z.infer<typeof CustomerRestaurantStatsSchema>;

/** Where a customer record was first made. */
export const CUSTOMER_SOURCES = ['online', 'admin', 'tablet-new-account', 'register', 'review'] as const;

/**
 * A customer document (collection `customers`, id = the e-mail lower-cased, else `name_phone`).
 * Password hashes and login codes are NOT here: they live in the server-only `customerSecrets`.
 */
export const CustomerSchema = z.object({
  id: IdSchema,
  name: safeString().default(''),
  firstName: safeString().default(''),
  lastName: safeString().default(''),
  email: OptionalEmailSchema.default(''),
  phone: safeString().trim().default(''),
  birthDate: z.union([DateStringSchema, z.literal('')]).optional(),
  postalCode: safeString().optional(),
  /**
   * Legacy flags of records made before consents were kept per venue (ARCHITECTURE §9): nothing reads them to
   * decide; each venue's view holds its own consents with their proofs.
   */
  emailMarketingConsent: z.boolean().default(false),
  smsMarketingConsent: z.boolean().default(false),
  rgpdConsent: z.boolean().default(false),
  /**
   * The terms of use and privacy notice the customer ticked (portal or tablet registration), with its proof: every
   * venue of the group works under the same terms, so each view of the customer shows it.
   */
  termsAcceptance: ConsentProofSchema.optional(),
  /**
   * Last activity of the customer (booking, visit, review, sign-in, profile change): the retention job erases a
   * record 3 years after it (art. 5(1)(e), the privacy notice's promise).
   */
  lastActiveAt: TimestampSchema.optional(),
  /** Sum of the per-restaurant balances, kept for lists and ordering. */
  loyaltyPoints: z.number().default(0),
  totalReservations: CounterSchema,
  totalSpent: z.number().min(0).default(0),
  /**
   * Last visit over every restaurant ('YYYY-MM-DD'), kept for ordering the customer file; null when the customer
   * has never visited, so that every record carries the field the file is ordered by.
   */
  lastVisit: DateStringSchema.nullish(),
  lastVisitDate: DateStringSchema.optional(),
  restaurantIds: z.array(safeString()).default([]),
  restaurantStats: z.record(safeString(), CustomerRestaurantStatsSchema).default({}),
  hasPassword: z.boolean().default(false),
  /**
   * The customer's loyalty-card code ('LOYALTY:2' + 7 random digits), drawn and stored in `scanCodes` on the
   * first `getMyLoyaltyCard` (ARCHITECTURE §8); absent until then.
   */
  loyaltyCode: safeString()
    .regex(/^LOYALTY:2\d{7}$/)
    .optional(),
  source: z.enum(CUSTOMER_SOURCES).optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
});
/** {@link CustomerSchema} output type. */
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * What a registration keeps, server-side only, until the code mailed to its address is entered (ARCHITECTURE §8):
 * the form's fields and the scrypt hash of the chosen password.
 */
export const PendingRegistrationSchema = z.object({
  firstName: safeString(),
  lastName: safeString(),
  phone: safeString(),
  birthDate: safeString(),
  postalCode: safeString(),
  marketingConsent: z.boolean(),
  /** When the terms box was ticked, and the words next to it. */
  termsText: safeString().optional(),
  /**
   * sha256 of the random token `customerRegister` answered to the browser that filled the form: only a code
   * entered with it creates the account with the chosen password, so a stranger who pre-registers someone
   * else's address never gets a password into the account that address later opens.
   */
  tokenHash: safeString().optional(),
  /** Absent for an account made on the tablet: it has no password until the customer creates one. */
  passwordHash: safeString().min(1).optional(),
  /** Set when the account was made on a paired tablet: the visit it came with counts there once confirmed. */
  tablet: z.object({ restaurantId: safeString().min(1), deviceId: safeString().min(1) }).optional(),
  /** The venue whose page the portal registration came from (its code's sender): the sign-up counts there. */
  venueId: safeString().min(1).optional(),
  requestedAt: TimestampSchema,
  /** When it lapses: with its code (a new code for it moves this on); requestedAt + 10 min when absent. */
  expiresAt: TimestampSchema.optional(),
});
/** {@link PendingRegistrationSchema} output type. */
export type PendingRegistration = z.infer<typeof PendingRegistrationSchema>;

/**
 * Server-only secrets of a customer (collection `customerSecrets`, same id as the customer):
 * scrypt password hash and the current login code's hash with its validity and attempts.
 */
export const CustomerSecretSchema = z.object({
  id: IdSchema,
  email: OptionalEmailSchema.default(''),
  passwordHash: safeString().optional(),
  loginCodeHash: safeString().optional(),
  loginCodeExpiresAt: TimestampSchema.optional(),
  loginCodeSentAt: TimestampSchema.optional(),
  loginCodeAttempts: CounterSchema,
  /** A registration waiting for the code mailed to its address (the account exists only once it is entered). */
  pendingRegistration: PendingRegistrationSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
/** {@link CustomerSecretSchema} output type. */
export type CustomerSecret = z.infer<typeof CustomerSecretSchema>;
