import { TEXT_MAX_LENGTHS as T, boundedString } from '../text-limits';
import { z } from 'zod';
import { MESSAGES } from '../../errors';
import {
  boundedFormText,
  checkInOrder,
  formEmailText,
  isDateString,
  isEmptyOrEmail,
  isTimeString,
  requiredId,
  formText,
  type OrderedCheck,
} from './form-checks';
import { isPhoneNumber, toStoredPhone } from './phone-checks';
import { safeString } from '../safe-string';
import { DinerLocaleSchema } from '../../locale/diner-locales';

const m = MESSAGES.reservation;
const NOT_FOUND = MESSAGES.generic.reservationNotFound;

/** Largest party size the staff edit form accepts. */
export const MAX_STAFF_PARTY_SIZE = 200;

/** Highest bill a booking may carry, in euros: a typo of a few zeros must not credit a fortune of points. */
export const MAX_AMOUNT_SPENT = 100_000;

/** Maximum lengths of the new-reservation form's texts (every text input has one, ARCHITECTURE §8). */
export const STAFF_RESERVATION_MAX_LENGTHS = {
  id: 128,
  name: 100,
  phone: 40,
  email: 254,
  specialRequests: 1000,
  tableId: 100,
} as const;

const L = STAFF_RESERVATION_MAX_LENGTHS;
const bounded = (max: number) => boundedFormText(max, m.textTooLong(max));

/** The fields of 'Nouvelle réservation', trimmed and bounded, before the form's ordered checks. */
export const StaffCreateReservationFieldsSchema = z.object({
  restaurantId: bounded(L.id),
  customerFirstName: bounded(L.name),
  customerLastName: bounded(L.name),
  customerPhone: bounded(L.phone),
  customerEmail: safeString().trim().toLowerCase().max(L.email, m.textTooLong(L.email)).default(''),
  date: bounded(T.date),
  time: bounded(T.time),
  partySize: z.number(m.partySizeMin).int(m.partySizeMin).min(1, m.partySizeMin).default(2),
  terrace: z.boolean().default(false),
  specialRequests: bounded(L.specialRequests),
  /** Table chosen on the floor plan ('➕ Nouvelle réservation à la table {n}'). */
  tableId: bounded(L.tableId),
  /** « Attribuer quand même »: the table is given although another booking holds it then (issue 36). */
  force: z.boolean().default(false),
  /**
   * The guest's language, asked on the phone (« Langue du client »): the booking's mails go out in it (issue 51).
   * Absent: the guest's language at this venue, else the venue's default.
   */
  locale: DinerLocaleSchema.optional(),
});
type StaffCreateReservationFields = z.output<typeof StaffCreateReservationFieldsSchema>;

/**
 * The checks of 'Nouvelle réservation' (staff-operations §5) in the spec's order: surname ('Nom *'), phone or
 * e-mail, time, date, restaurant, then formats. A first name alone is not a name: the form marks 'Nom' required.
 */
export const STAFF_CREATE_RESERVATION_CHECKS: ReadonlyArray<OrderedCheck<StaffCreateReservationFields>> = [
  { ok: (v) => v.customerLastName !== '', message: m.customerNameRequired, path: 'customerLastName' },
  {
    ok: (v) => v.customerPhone !== '' || v.customerEmail !== '',
    message: m.phoneOrEmailRequired,
    path: 'customerPhone',
  },
  { ok: (v) => v.time !== '', message: m.timeRequired, path: 'time' },
  { ok: (v) => v.date !== '', message: m.dateRequired, path: 'date' },
  { ok: (v) => v.restaurantId !== '', message: m.noRestaurantSelected, path: 'restaurantId' },
  { ok: (v) => isEmptyOrEmail(v.customerEmail), message: m.invalidEmail, path: 'customerEmail' },
  { ok: (v) => isTimeString(v.time), message: MESSAGES.generic.invalidDateTime, path: 'time' },
  { ok: (v) => isDateString(v.date), message: MESSAGES.generic.invalidDateTime, path: 'date' },
  {
    ok: (v) => v.customerPhone === '' || isPhoneNumber(v.customerPhone),
    message: MESSAGES.generic.invalidPhone,
    path: 'customerPhone',
  },
];

/**
 * 'Nouvelle réservation' (staff-operations §5), checked in the form's order and answering the first fault
 * (the server's answer). A phone, when given, must be a real number and comes out in its E.164 form, the
 * one stored. Party size defaults to 2 and has no maximum; the date-not-in-the-past rule needs
 * "today" and is checked by the form and the callable. Reservations made here are created CONFIRMED.
 */
export const StaffCreateReservationInputSchema = StaffCreateReservationFieldsSchema.superRefine(
  checkInOrder(STAFF_CREATE_RESERVATION_CHECKS),
).transform((v) => ({ ...v, customerPhone: toStoredPhone(v.customerPhone) }));
/** {@link StaffCreateReservationInputSchema} output type. */
export type StaffCreateReservationInput = z.output<typeof StaffCreateReservationInputSchema>;

/**
 * The detail page's edit modal: e-mail format first (the save button reads 'Email invalide'), then the
 * required fields, then party size 1 to 200. An empty e-mail passes the format check, as in the product.
 */
export const EditReservationFormSchema = z
  .object({
    customerLastName: formText(),
    customerFirstName: formText(),
    customerEmail: formEmailText(),
    customerPhone: formText(),
    date: formText(),
    time: formText(),
    partySize: z.number(m.partySizeRange),
    specialRequests: formText(),
    terrace: z.boolean().default(false),
  })
  .superRefine(
    checkInOrder([
      { ok: (v) => isEmptyOrEmail(v.customerEmail), message: m.invalidEmail, path: 'customerEmail' },
      {
        ok: (v) => v.customerLastName !== '',
        message: MESSAGES.profile.nameRequired,
        path: 'customerLastName',
      },
      {
        ok: (v) => v.customerFirstName !== '',
        message: MESSAGES.booking.firstNameRequired,
        path: 'customerFirstName',
      },
      { ok: (v) => v.customerPhone !== '', message: MESSAGES.profile.phoneRequired, path: 'customerPhone' },
      { ok: (v) => isDateString(v.date), message: m.dateRequired, path: 'date' },
      { ok: (v) => isTimeString(v.time), message: m.timeRequired, path: 'time' },
      {
        ok: (v) => Number.isInteger(v.partySize) && v.partySize >= 1 && v.partySize <= MAX_STAFF_PARTY_SIZE,
        message: m.partySizeRange,
        path: 'partySize',
      },
    ]),
  );
/** {@link EditReservationFormSchema} output type. */
export type EditReservationForm = z.output<typeof EditReservationFormSchema>;

/** The reservations screen's overlay edit: only a party size of at least 1 is required. */
export const OverlayEditReservationFormSchema = z.object({
  customerLastName: formText(),
  customerFirstName: formText(),
  customerEmail: formEmailText(),
  customerPhone: formText(),
  date: formText(),
  time: formText(),
  partySize: z.number(m.partySizeMin).int(m.partySizeMin).min(1, m.partySizeMin),
  specialRequests: formText(),
  terrace: z.boolean().default(false),
});
/** {@link OverlayEditReservationFormSchema} output type. */
export type OverlayEditReservationForm = z.output<typeof OverlayEditReservationFormSchema>;

/**
 * `updateReservation`: the fields to change (each checked when present) and whether to sync the customer
 * record (the overlay does). The server rebuilds `customerName` from first and last names. The bill is not edited
 * here: it moves points, so it goes through setReservationBill (unknown fields are dropped).
 */
export const UpdateReservationInputSchema = z.object({
  reservationId: requiredId(NOT_FOUND),
  changes: z
    .object({
      customerLastName: boundedString(L.name).trim(),
      customerFirstName: boundedString(L.name).trim(),
      customerEmail: boundedString(L.email).trim().toLowerCase().refine(isEmptyOrEmail, m.invalidEmail),
      customerPhone: boundedString(L.phone).trim(),
      date: safeString()
        .max(T.date, MESSAGES.generic.invalidDateTime)
        .refine(isDateString, MESSAGES.generic.invalidDateTime),
      time: safeString()
        .max(T.time, MESSAGES.generic.invalidDateTime)
        .refine(isTimeString, MESSAGES.generic.invalidDateTime),
      partySize: z
        .number()
        .int(m.partySizeRange)
        .min(1, m.partySizeRange)
        .max(MAX_STAFF_PARTY_SIZE, m.partySizeRange),
      specialRequests: boundedString(L.specialRequests),
      terrace: z.boolean(),
      /** The guest's language, corrected by staff: the booking's next mails follow it (issue 51). */
      locale: DinerLocaleSchema,
    })
    .partial(),
  syncCustomer: z.boolean().default(false),
});
/** {@link UpdateReservationInputSchema} output type. */
export type UpdateReservationInput = z.output<typeof UpdateReservationInputSchema>;
