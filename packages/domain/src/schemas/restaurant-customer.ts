import { z } from 'zod';
import { ConsentProofSchema, ConsentProofsSchema } from './consent-proof';
import { CustomerRestaurantStatsSchema } from './customer';
import { DateStringSchema, IdSchema, OptionalEmailSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';
import { DinerLocaleSchema } from '../locale/diner-locales';

/** Longest note a venue keeps on a customer. */
export const CUSTOMER_NOTES_MAX = 2000;

/**
 * One venue's view of a customer (collection `restaurantCustomers`, ARCHITECTURE §8 "Customers belong to a
 * restaurant's file", §9): that venue's counters and balance, the contact as that venue was given it (by a booking
 * there, its staff, or the customer in a flow naming the venue), never what another venue knows. Staff read only
 * the views of their restaurants; the identity (`customers/{id}`) is the customer's and master_admin's. Written by
 * the server in the same transaction as the booking or loyalty change that moves it.
 */
export const RestaurantCustomerSchema = CustomerRestaurantStatsSchema.extend({
  id: IdSchema,
  restaurantId: IdSchema,
  /** The customer file id (`customers/{customerId}`): the e-mail lower-cased, else `name_phone`. */
  customerId: IdSchema,
  name: safeString().default(''),
  firstName: safeString().default(''),
  lastName: safeString().default(''),
  email: OptionalEmailSchema.default(''),
  phone: safeString().trim().default(''),
  /** Birth date and postal code as this venue was given them ('' when it was not). */
  birthDate: z.union([DateStringSchema, z.literal('')]).default(''),
  postalCode: safeString().default(''),
  emailMarketingConsent: z.boolean().default(false),
  smsMarketingConsent: z.boolean().default(false),
  rgpdConsent: z.boolean().default(false),
  /**
   * The proof of each consent flag above: the last decision per channel (when, how, text shown). A channel
   * without proof was never given.
   */
  consentProofs: ConsentProofsSchema,
  /** How many restaurants know the customer (the list's « plusieurs restaurants » badge), nothing more. */
  restaurantCount: z.number().int().min(1).default(1),
  /** Last honoured visit here, null when none yet (so every view carries the field the list is ordered by). */
  lastVisit: DateStringSchema.nullish(),
  /**
   * Lower-case, accent-free prefixes of the name, e-mail and phone (buildCustomerSearchTokens), so that staff
   * search the whole file with one `array-contains` query (ARCHITECTURE §8 "Search without a scan").
   */
  searchTokens: z.array(safeString()).default([]),
  /**
   * The venue's guest file (issue 39, guest-file/): its note on the customer, the allergies and dietary needs to
   * tell the kitchen, and its tags (« VIP », « Anniversaire »…). Staff of that venue write them (`updateGuestFile`,
   * the profile); the day list shows them beside the name; other venues never see them.
   */
  notes: safeString().max(CUSTOMER_NOTES_MAX).default(''),
  allergies: safeString().max(CUSTOMER_NOTES_MAX).default(''),
  tags: z.array(safeString().max(40)).max(20).default([]),
  /** The proof of allergies the customer shared from another venue of the group (« Mon passeport », issue 54). */
  allergiesProof: ConsentProofSchema.extend({ fromRestaurantId: IdSchema }).optional(),
  /**
   * The guest's language at this venue (issue 51): the one of their latest booking here, or the one staff set;
   * messages about a booking without its own fall back to it. Absent: the venue's default.
   */
  locale: DinerLocaleSchema.optional(),
  /** When this venue first knew the customer (the « Nouveaux » tab). */
  firstSeenAt: TimestampSchema.optional(),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
/** {@link RestaurantCustomerSchema} output type. */
export type RestaurantCustomer = z.infer<typeof RestaurantCustomerSchema>;

/**
 * The document id of a venue's view: `{restaurantId}_{customerId}`, a '/' of a legacy file id escaped (a document
 * id cannot hold one).
 * @example restaurantCustomerId({ restaurantId: 'rest-bureau', customerId: 'lea@exemple.fr' }) // 'rest-bureau_lea@exemple.fr'
 */
export function restaurantCustomerId({
  restaurantId,
  customerId,
}: {
  restaurantId: string;
  customerId: string;
}): string {
  return `${restaurantId}_${customerId.replace(/\//g, '%2F')}`;
}
