import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  OptionalEmailSchema,
  TimeStringSchema,
  TimestampSchema,
} from './primitives';
import { HistoryStatusSchema, StoredReservationStatusSchema } from './reservation-status';
import { MAX_REFUSAL_TEXT_LENGTH, REFUSAL_REASONS } from '../status/refusal-reasons';
import { BillCreditSchema } from '../spend/bill-credit';
import { PendingBillSchema } from '../spend/pending-bill';
import { BookingChannelSchema } from '../reservations/booking-channel';
import { safeString } from './safe-string';
import { DinerLocaleSchema } from '../locale/diner-locales';
import { StatusCreditSchema } from '../loyalty/status-credit';

/**
 * What a history entry stands for besides its status: 'refusal' when staff refused a pending request,
 * 'refusal_undone' when they undid that refusal, 'diner_confirmed' when the diner confirmed they are coming
 * from the reminder e-mail (the status stays CONFIRMED), 'confirmation_undone' when staff undid a confirmation
 * within its 30 s, 'bill' when staff entered, corrected or took back the bill of a completed booking (the status is
 * unchanged; `amountSpent` says the new bill, null when taken back); above the venue's ceiling (issue 49) 'bill_held'
 * when an `admin` entered it (`amountSpent` the bill waiting), then 'bill_approved' or 'bill_refused' by the manager
 * who decided (an approval is followed by the 'bill' entry it credits). The tables (issue 48, status unchanged):
 * 'moved' when staff moved or stretched it on the timeline (`move` says from what to what), 'table_proposed' when
 * the engine gave it a table (`tables`), 'table_kept' when staff kept that proposal. 'sms' for each SMS about the
 * booking (sent, failed, stopped) and each answer the guest texted (issue 50). 'diner_changed' when the diner changed
 * the date, time or party size themselves (`change` says from what to what; issue 48). Plain status changes have none.
 */
export const HISTORY_ENTRY_KINDS = [
  'refusal',
  'refusal_undone',
  'diner_confirmed',
  'confirmation_undone',
  'bill',
  'bill_held',
  'bill_approved',
  'bill_refused',
  'moved',
  'table_proposed',
  'table_kept',
  'sms',
  'diner_changed',
] as const;
/** One of {@link HISTORY_ENTRY_KINDS}. */
export type HistoryEntryKind = (typeof HISTORY_ENTRY_KINDS)[number];

/** The entries about the booking's bill: who entered, approved or refused which amount, for staff only. */
export const BILL_HISTORY_KINDS: readonly HistoryEntryKind[] = [
  'bill',
  'bill_held',
  'bill_approved',
  'bill_refused',
];

/** The entries about the venue's tables: the venue's own business, never shown to the diner. */
export const TABLE_HISTORY_KINDS: readonly HistoryEntryKind[] = ['moved', 'table_proposed', 'table_kept'];

/** Where a booking sits on the timeline: its tables ('3+4', '' for none), its time and the wall time it frees them. */
export const TablePlacementSchema = z.object({
  tables: safeString(),
  time: safeString(),
  until: safeString(),
});
/** {@link TablePlacementSchema} output type. */
export type TablePlacement = z.infer<typeof TablePlacementSchema>;

/** A booking's date, time and party size, as a diner's change names them. */
export const BookingSlotSchema = z.object({
  date: safeString(),
  time: safeString(),
  partySize: z.number().int().min(1),
});
/** {@link BookingSlotSchema} output type. */
export type BookingSlot = z.infer<typeof BookingSlotSchema>;

/**
 * One status change. `status` is lower case as in the specified product; `changedBy` is a user id,
 * a customer e-mail, 'client', 'system' or 'Client Internet'.
 */
export const StatusHistoryEntrySchema = z.object({
  status: HistoryStatusSchema,
  changedBy: safeString().default(''),
  changedAt: TimestampSchema,
  reason: safeString().optional(),
  kind: z.enum(HISTORY_ENTRY_KINDS).optional(),
  /** The bill an entry of kind 'bill' set (or 'bill_held', … named), in euros; null when it was taken back. */
  amountSpent: z.number().min(0).nullable().optional(),
  /** The tables an entry of kind 'table_proposed' or 'table_kept' names ('3+4'). */
  tables: safeString().optional(),
  /** What a timeline move (kind 'moved') changed: tables, time and when the tables are freed, before and after. */
  move: z.object({ from: TablePlacementSchema, to: TablePlacementSchema }).optional(),
  /** What the diner changed (kind 'diner_changed'): date, time and party size, before and after. */
  change: z.object({ from: BookingSlotSchema, to: BookingSlotSchema }).optional(),
});
/** {@link StatusHistoryEntrySchema} output type. */
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntrySchema>;

/** One of {@link REFUSAL_REASONS}. */
export const RefusalReasonSchema = z.enum(REFUSAL_REASONS);

/**
 * How staff refused a pending request (set with status CANCELLED, removed when the refusal is undone):
 * the reason code, the sentence the diner was given, when and by whom (user id). `mailId` is the outbox id
 * of the rejection e-mail, absent when none was queued.
 */
export const RefusalSchema = z.object({
  reason: RefusalReasonSchema,
  text: safeString().max(MAX_REFUSAL_TEXT_LENGTH),
  at: TimestampSchema,
  by: safeString(),
  mailId: safeString().optional(),
});
/** {@link RefusalSchema} output type. */
export type Refusal = z.infer<typeof RefusalSchema>;

/**
 * How staff confirmed a pending request (set with status CONFIRMED, removed when the confirmation is undone or
 * the status moves on), so that « Annuler » in the toast can put it back within 30 s: when, by whom, and the
 * outbox id of the confirmation e-mail, held back 10 s so that an undo withdraws it.
 */
export const ConfirmationSchema = z.object({
  at: TimestampSchema,
  by: safeString(),
  mailId: safeString().optional(),
});
/** {@link ConfirmationSchema} output type. */
export type Confirmation = z.infer<typeof ConfirmationSchema>;

/** Where a reservation comes from: the public link, a staff form, or a tablet visit declaration. */
export const RESERVATION_SOURCES = ['online', 'admin', 'tablet_declaration'] as const;
/** One of {@link RESERVATION_SOURCES}. */
export const ReservationSourceSchema = z.enum(RESERVATION_SOURCES);
/** {@link ReservationSourceSchema} output type. */
export type ReservationSource = z.infer<typeof ReservationSourceSchema>;

/** Separator between table numbers in `tableId` ('3+4'); table numbers are free text like '2.1'. */
export const TABLE_ID_SEPARATOR = '+';

/**
 * A reservation document (collection `reservations`), fields of staff-operations §3 and customer-flows §3.
 * Optional text fields default to '' so that screens never have to test for undefined.
 */
export const ReservationSchema = z.object({
  id: IdSchema,
  restaurantId: IdSchema,
  restaurantName: safeString().default(''),
  date: DateStringSchema,
  time: TimeStringSchema,
  partySize: z.number().int().min(1),
  customerName: safeString().default(''),
  customerFirstName: safeString().optional(),
  customerLastName: safeString().optional(),
  customerEmail: OptionalEmailSchema.default(''),
  customerPhone: safeString().trim().default(''),
  specialRequests: safeString().default(''),
  terrace: z.boolean().default(false),
  /** Table numbers joined by {@link TABLE_ID_SEPARATOR}; '' when no table is assigned. */
  tableId: safeString().default(''),
  /**
   * « Par tables »: when the booking frees its tables (its time plus its party's duration band, in real time
   * across clock changes), stored with the tables so that availability reads it back rather than recomputing
   * it after the venue edits its bands (ARCHITECTURE §9). Absent: computed from the bands.
   */
  tablesFreeAt: TimestampSchema.optional(),
  /**
   * « Table proposée » (issue 48): the engine gave the booking these tables (`tables`, as `tableId` then) on its
   * confirmation or before its service; removed once staff keep, change or remove them. A proposal whose
   * `tables` no longer equal `tableId` is not one any more.
   */
  tableProposal: z.object({ tables: safeString(), at: TimestampSchema }).optional(),
  /**
   * Staff set, kept, moved or removed the booking's tables (who, when): the engine never gives or moves its
   * tables again (ARCHITECTURE §10).
   */
  tableLock: z.object({ by: safeString(), at: TimestampSchema }).optional(),
  status: StoredReservationStatusSchema,
  statusHistory: z.array(StatusHistoryEntrySchema).default([]),
  /** Missing for bookings made on the public link (shown as coming from the internet). */
  createdBy: safeString().optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
  /** The bill staff entered when the booking was completed, in euros (present only while it is « Terminée »). */
  amountSpent: z.number().min(0).optional(),
  /** What the loyalty ledger and the customer's figures hold of that bill (setReservationBill, status changes). */
  billCredit: BillCreditSchema.optional(),
  /** A bill above the venue's ceiling waiting for a manager (issue 49): it earns nothing until approved. */
  pendingBill: PendingBillSchema.optional(),
  /**
   * Where the bill came from when not typed: 'till' for a ticket the venue's till sent (« Addition reçue de la
   * caisse », issue 52), with that ticket's id. A bill typed since removes both.
   */
  billSource: z.enum(['till']).optional(),
  tillTicketId: safeString().optional(),
  /**
   * What the ledger and the venue's counters hold of the booking's status effects (visit, cancellation, no-show):
   * every status change moves only the difference to what the new status earns (issue 48, defect 1).
   */
  statusCredit: StatusCreditSchema.optional(),
  archived: z.boolean().default(false),
  isArchived: z.boolean().optional(),
  source: ReservationSourceSchema.optional(),
  /** An online request made through the venue's own site (issue 52), counted « site web » in Rapports. */
  channel: BookingChannelSchema.optional(),
  autoConfirm: z.boolean().optional(),
  /**
   * An online request from a diner nobody vouched for, sent once the venue's day had its share of them
   * (screenOnlineRequest, issue 49): never confirmed automatically, it waits for staff in « À confirmer ».
   */
  heldForReview: z.boolean().optional(),
  isVirtualReservation: z.boolean().default(false),
  notes: safeString().optional(),
  customerNote: safeString().optional(),
  allergies: safeString().optional(),
  /** Browser-made id of the online booking form, so that a retry returns the same reservation. */
  requestId: safeString().optional(),
  /** Set once the review-request e-mail has been queued, so that auto-completion never sends it twice. */
  reviewRequestedAt: TimestampSchema.optional(),
  /**
   * Name and phone prefixes (buildReservationSearchTokens), written by every server write that sets the
   * customer, so that staff find upcoming bookings with one `array-contains` query.
   */
  searchTokens: z.array(safeString()).optional(),
  /** Set when staff refused the request (status CANCELLED); a refusal is not counted as a cancellation. */
  refusal: RefusalSchema.optional(),
  /** Set when staff confirmed the request (status CONFIRMED), for the undo of the next 30 s. */
  confirmation: ConfirmationSchema.optional(),
  /** When the reminder e-mail was queued (sendBookingReminders); cleared when the date or time moves. */
  reminderSentAt: TimestampSchema.optional(),
  /** When the diner confirmed they are coming with the reminder's link; cleared when the date or time moves. */
  dinerConfirmedAt: TimestampSchema.optional(),
  /**
   * When the diner last changed the booking's date, time or party size themselves (issue 48): the day list and
   * the booking show « Modifiée par le client ».
   */
  dinerChangedAt: TimestampSchema.optional(),
  /**
   * When the diner cancelled the booking themselves (customer space, mail link, SMS): « Annulée par le client »
   * while it stays cancelled; removed by any other status change.
   */
  dinerCancelledAt: TimestampSchema.optional(),
  /** How the diner confirmed: the reminder's e-mail link (absent on older bookings) or an SMS answer « 1 » / « OUI ». */
  dinerConfirmedBy: z.enum(['email', 'sms']).optional(),
  /** When each one-tap answer link of the reminder was used (each works once); cleared with the reminder. */
  emailAnswers: z
    .object({ confirm: TimestampSchema.optional(), cancel: TimestampSchema.optional() })
    .optional(),
  /**
   * The language the diner booked in (issue 51): every message about this booking (mails, calendar file, SMS)
   * goes out in it (resolveMessageLocale). Absent on bookings made before it existed: the guest's, then the
   * venue's default.
   */
  locale: DinerLocaleSchema.optional(),
  /**
   * The guest checked in at the kiosk (« Je suis arrivé », issue 54): when, and by which paired device. The day
   * screen shows « Arrivé » with the time.
   */
  arrival: z.object({ at: TimestampSchema, by: safeString() }).optional(),
});
/** {@link ReservationSchema} output type. */
export type Reservation = z.infer<typeof ReservationSchema>;

/** A reservation copied to `reservations_archive` (COMPLETED or CANCELLED older than 3 months). */
export const ArchivedReservationSchema = ReservationSchema.extend({
  archivedAt: TimestampSchema,
});
/** {@link ArchivedReservationSchema} output type. */
export type ArchivedReservation = z.infer<typeof ArchivedReservationSchema>;

/** Splits a stored `tableId` into its table numbers. */
export function splitTableIds(tableId: string): string[] {
  return tableId
    .split(TABLE_ID_SEPARATOR)
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** Joins table numbers into the stored `tableId` form (duplicates removed, order kept). */
export function joinTableIds(tables: readonly string[]): string {
  return [...new Set(tables.map((t) => t.trim()).filter((t) => t !== ''))].join(TABLE_ID_SEPARATOR);
}
