import { z } from 'zod';
import { TEXT_MAX_LENGTHS as T, boundedString, textTooLong } from '../text-limits';
import { MESSAGES } from '../../errors';
import { DateStringSchema, TimeStringSchema } from '../primitives';
import { boundedFormText, checkInOrder, formEmailText, isEmail, type OrderedCheck } from './form-checks';
import { formPhoneText, isPhoneNumber, toStoredPhone } from './phone-checks';
import { safeString, storableFormat } from '../safe-string';
import { DinerLocaleSchema } from '../../locale/diner-locales';
import { BookingChannelSchema } from '../../reservations/booking-channel';

const b = MESSAGES.booking;
const bounded = (max: number) => boundedFormText(max, textTooLong(max));

interface DinerContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The diner's contact fields, checked in the order of the form (a booking, the waitlist). */
export const dinerContactChecks: ReadonlyArray<OrderedCheck<DinerContact>> = [
  { ok: (v) => v.firstName !== '', message: b.firstNameRequired, path: 'firstName' },
  { ok: (v) => v.lastName !== '', message: b.lastNameRequired, path: 'lastName' },
  { ok: (v) => v.email !== '', message: b.emailRequired, path: 'email' },
  { ok: (v) => isEmail(v.email), message: MESSAGES.profile.invalidEmail, path: 'email' },
  { ok: (v) => v.phone !== '', message: b.phoneRequired, path: 'phone' },
  { ok: (v) => isPhoneNumber(v.phone), message: MESSAGES.generic.invalidPhone, path: 'phone' },
];

/** Longest waitlist offer token accepted (`{entryId}.{exp}.{sig}`). */
export const WAITLIST_TOKEN_MAX_LENGTH = 300;

/** Upper bound of any online party; each restaurant's own maximum (1 to 50) is checked by the server. */
export const MAX_ONLINE_PARTY_SIZE = 50;

/** `getRestaurantBySlug`: the public booking page's path segment. */
export const GetRestaurantBySlugInputSchema = z.object({
  slug: safeString(MESSAGES.generic.restaurantNotFound)
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.generic.restaurantNotFound)
    .max(T.id, MESSAGES.generic.restaurantNotFound),
});

/**
 * `getAvailability`: the slots of a restaurant on a date; « Par tables » they depend on the party size
 * (a table for two when absent), « Par couverts » it is not read.
 */
export const GetAvailabilityInputSchema = z.object({
  restaurantId: safeString(b.restaurantNotLoaded)
    .trim()
    .min(1, b.restaurantNotLoaded)
    .max(T.id, b.restaurantNotLoaded),
  date: DateStringSchema,
  partySize: z
    .number(MESSAGES.generic.maxGuestsExceeded)
    .int(MESSAGES.generic.maxGuestsExceeded)
    .min(1, MESSAGES.generic.maxGuestsExceeded)
    .max(MAX_ONLINE_PARTY_SIZE, MESSAGES.generic.maxGuestsExceeded)
    .optional(),
  /**
   * Where the search for the next availability goes on (the previous answer's `nextSearchAfter`): one call
   * reads at most NEXT_AVAILABILITY_DAYS_PER_CALL open days after it, and never beyond 60 days after `date`.
   */
  searchAfter: DateStringSchema.optional(),
});
/** {@link GetAvailabilityInputSchema} output type. */
export type GetAvailabilityInput = z.output<typeof GetAvailabilityInputSchema>;

/**
 * `createOnlineReservation` (customer-flows §2, §5): first name, last name, e-mail and phone required;
 * terrace and special requests optional. The phone must be a real number ('12' gives 'Numéro de téléphone
 * invalide') and comes out in its E.164 form ('+33612345678'), the one stored. `requestId` is made once per
 * form by the browser, so a retry returns the same reservation.
 */
export const CreateOnlineReservationInputSchema = z
  .object({
    restaurantId: bounded(T.id),
    date: DateStringSchema,
    time: TimeStringSchema,
    partySize: z
      .number(MESSAGES.generic.maxGuestsExceeded)
      .int(MESSAGES.generic.maxGuestsExceeded)
      .min(1, MESSAGES.generic.maxGuestsExceeded)
      .max(MAX_ONLINE_PARTY_SIZE, MESSAGES.generic.maxGuestsExceeded),
    firstName: bounded(T.name),
    lastName: bounded(T.name),
    email: formEmailText().pipe(boundedString(T.email)),
    phone: formPhoneText(),
    terrace: z.boolean().default(false),
    specialRequests: bounded(T.note),
    requestId: storableFormat(z.uuid(MESSAGES.generic.invalidInput).max(36, MESSAGES.generic.invalidInput)),
    /** The token of a waitlist offer link (`?offre=`): the booking takes the covers the offer holds. */
    waitlistOffer: safeString()
      .trim()
      .max(WAITLIST_TOKEN_MAX_LENGTH, textTooLong(WAITLIST_TOKEN_MAX_LENGTH))
      .optional(),
    /**
     * The language of the page the diner booked on (their choice, else their browser's, else the venue's): the
     * booking keeps it and every message about it goes out in it (issue 51). Absent from an older page.
     */
    locale: DinerLocaleSchema.optional(),
    /** `widget` when the page was opened by the venue's own site (issue 52); any other value is refused. */
    channel: BookingChannelSchema.optional(),
  })
  .superRefine(
    checkInOrder<DinerContact & { restaurantId: string }>([
      { ok: (v) => v.restaurantId !== '', message: b.restaurantNotLoaded, path: 'restaurantId' },
      ...dinerContactChecks,
    ]),
  )
  .transform((v) => ({ ...v, phone: toStoredPhone(v.phone) }));
/** {@link CreateOnlineReservationInputSchema} output type. */
export type CreateOnlineReservationInput = z.output<typeof CreateOnlineReservationInputSchema>;
