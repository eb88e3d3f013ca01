import { z } from 'zod';
import { TEXT_MAX_LENGTHS as T, boundedString, textTooLong } from '../text-limits';
import { MESSAGES } from '../../errors';
import { DateStringSchema, TimeStringSchema } from '../primitives';
import { boundedFormText, checkInOrder, formEmailText, requiredId } from './form-checks';
import {
  MAX_ONLINE_PARTY_SIZE,
  WAITLIST_TOKEN_MAX_LENGTH,
  dinerContactChecks,
} from './online-booking-inputs';
import { formPhoneText, toStoredPhone } from './phone-checks';
import { safeString, storableFormat } from '../safe-string';
import { DinerLocaleSchema } from '../../locale/diner-locales';

const b = MESSAGES.booking;
const bounded = (max: number) => boundedFormText(max, textTooLong(max));
const NO_RESTAURANT = MESSAGES.reservation.noRestaurantSelected;

const partySize = z
  .number(MESSAGES.generic.maxGuestsExceeded)
  .int(MESSAGES.generic.maxGuestsExceeded)
  .min(1, MESSAGES.generic.maxGuestsExceeded)
  .max(MAX_ONLINE_PARTY_SIZE, MESSAGES.generic.maxGuestsExceeded);

/** The slot a public waitlist or sister-venue call is about. */
const publicSlot = {
  restaurantId: safeString(b.restaurantNotLoaded)
    .trim()
    .min(1, b.restaurantNotLoaded)
    .max(T.id, b.restaurantNotLoaded),
  date: DateStringSchema,
  time: TimeStringSchema,
  partySize,
};

/**
 * `joinWaitlist`: 'Me prévenir si une table se libère' on a full slot. The diner's details are checked as for
 * an online booking (same messages, phone stored in E.164); `requestId` makes a retry answer the same entry.
 */
export const JoinWaitlistInputSchema = z
  .object({
    ...publicSlot,
    firstName: bounded(T.name),
    lastName: bounded(T.name),
    email: formEmailText().pipe(boundedString(T.email)),
    phone: formPhoneText(),
    requestId: storableFormat(z.uuid(MESSAGES.generic.invalidInput).max(36, MESSAGES.generic.invalidInput)),
    /** The page's language: the offer mail goes out in it (issue 51). */
    locale: DinerLocaleSchema.optional(),
  })
  .superRefine(checkInOrder(dinerContactChecks))
  .transform((v) => ({ ...v, phone: toStoredPhone(v.phone) }));
/** {@link JoinWaitlistInputSchema} output type. */
export type JoinWaitlistInput = z.output<typeof JoinWaitlistInputSchema>;

/** Refusal of a malformed, forged or altered offer link. */
export const WAITLIST_LINK_INVALID = "Ce lien n'est pas valide.";

/** `readWaitlistOffer`: the token of the offer link (`?offre=`). */
export const ReadWaitlistOfferInputSchema = z.object({
  token: safeString(WAITLIST_LINK_INVALID)
    .trim()
    .min(1, WAITLIST_LINK_INVALID)
    .max(WAITLIST_TOKEN_MAX_LENGTH, textTooLong(WAITLIST_TOKEN_MAX_LENGTH)),
});
/** {@link ReadWaitlistOfferInputSchema} output type. */
export type ReadWaitlistOfferInput = z.output<typeof ReadWaitlistOfferInputSchema>;

/** `findSisterVenues`: the full slot whose equivalents the group's other venues may have. */
export const FindSisterVenuesInputSchema = z.object(publicSlot);
/** {@link FindSisterVenuesInputSchema} output type. */
export type FindSisterVenuesInput = z.output<typeof FindSisterVenuesInputSchema>;

/** `listWaitlist`: a restaurant's waitlist of one day (staff). */
export const ListWaitlistInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  date: DateStringSchema,
});
/** {@link ListWaitlistInputSchema} output type. */
export type ListWaitlistInput = z.output<typeof ListWaitlistInputSchema>;

/** `bookFromWaitlist` and `removeWaitlistEntry`: one entry of a restaurant's waitlist (staff). */
export const WaitlistEntryInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  entryId: requiredId(MESSAGES.generic.invalidInput),
});
/** {@link WaitlistEntryInputSchema} output type. */
export type WaitlistEntryInput = z.output<typeof WaitlistEntryInputSchema>;
