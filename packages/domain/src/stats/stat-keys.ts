import { MAIL_TYPES, type MailType } from '../schemas/mail';
import { RESERVATION_SOURCES, type ReservationSource } from '../schemas/reservation';
import { RESERVATION_STATUSES, type ReservationStatus } from '../schemas/reservation-status';
import { FUNNEL_CONFIRMED_KEY, PRODUCT_EVENTS, productEventKey } from './product-events';
import { SERVICE_STAT_KEYS } from './service-stat-keys';

/**
 * The names of the counters kept per restaurant and period (collection `restaurantStats`, ARCHITECTURE §8
 * "Aggregates, not scans"). One flat map of numbers per document, so that every change adds a delta with
 * `FieldValue.increment` and every period sums the same way. Keys carry no '.', so they are field names on
 * every store.
 *
 * Which day a document counts on:
 * - a reservation (active or archived) on its service `date`;
 * - an e-mail log on the Paris day of `sentAt` (its opening, click and bounce count on that day too, so the
 *   rates of a period are those of the mails sent in it);
 * - a voucher as issued on the Paris day of `createdAt`, and as used on the Paris day of `usedAt`;
 * - a review on the Paris day of `createdAt`;
 * - a venue's view of a customer (`restaurantCustomers`) as a new customer on the Paris day of `firstSeenAt`
 *   (else `createdAt`).
 * - a reservation's product events (`event_*`, `funnel_confirmed`) on the Paris day of its `createdAt`; the
 *   other events on the Paris day they happened (./product-events).
 */
export const STAT = {
  /** Every reservation (refusals included), and the guests they were for. */
  reservations: 'reservations',
  covers: 'covers',
  /** Bills staff entered on completed bookings: euros, bookings billed and their guests (issue 39). */
  takings: 'takings',
  billedTables: 'billedTables',
  billedCovers: 'billedCovers',
  /** Booked by diners (public link or tablet), by staff: the analytics "by source" block. */
  clientReservations: 'clientReservations',
  staffReservations: 'staffReservations',
  /** CANCELLED without a refusal record, and refused requests (CANCELLED with one). */
  cancellations: 'cancellations',
  refusals: 'refusals',
  newCustomers: 'newCustomers',
  reviews: 'reviews',
  /** Sum of the ratings (1..5) of the reviews counted. */
  reviewRatingSum: 'reviewRatingSum',
  vouchersIssued: 'vouchersIssued',
  /** Euros. */
  vouchersIssuedValue: 'vouchersIssuedValue',
  vouchersUsed: 'vouchersUsed',
  vouchersUsedValue: 'vouchersUsedValue',
  /** Vouchers whose status is 'expired', counted on their issue day. */
  vouchersExpired: 'vouchersExpired',
  /** Every e-mail log, whatever its status. */
  emails: 'emails',
  /** Logs with `trackingEnabled`, and among them those opened, clicked. */
  emailsTracked: 'emailsTracked',
  emailsOpened: 'emailsOpened',
  emailsClicked: 'emailsClicked',
  /** Logs with `bouncedAt` (a permanent SMTP refusal). */
  emailsBounced: 'emailsBounced',
} as const;

/** `reservations_<STATUS>`: reservations in that stored status. */
export const reservationStatusKey = (status: ReservationStatus): string => `reservations_${status}`;
/** `covers_<STATUS>`: guests of the reservations in that status. */
export const coversStatusKey = (status: ReservationStatus): string => `covers_${status}`;
/** `source_<source>`: reservations by stored source; those without one count as `source_unknown`. */
export const reservationSourceKey = (source: ReservationSource | 'unknown'): string => `source_${source}`;
/** `emails_<status>`: e-mail logs by status (pending, sent, failed). */
export const emailStatusKey = (status: 'pending' | 'sent' | 'failed'): string => `emails_${status}`;
/** `emailType_<type>`: e-mail logs of that type, and `emailTypeFailed_<type>` those of them that failed. */
export const emailTypeKey = (type: MailType): string => `emailType_${type}`;
export const emailTypeFailedKey = (type: MailType): string => `emailTypeFailed_${type}`;

/** Every counter key a document may hold (for the rebuild's comparison and the exports' columns). */
export const ALL_STAT_KEYS: readonly string[] = [
  ...Object.values(STAT),
  ...RESERVATION_STATUSES.map(reservationStatusKey),
  ...RESERVATION_STATUSES.map(coversStatusKey),
  ...[...RESERVATION_SOURCES, 'unknown' as const].map(reservationSourceKey),
  ...(['pending', 'sent', 'failed'] as const).map(emailStatusKey),
  ...MAIL_TYPES.map(emailTypeKey),
  ...MAIL_TYPES.map(emailTypeFailedKey),
  ...PRODUCT_EVENTS.map(productEventKey),
  FUNNEL_CONFIRMED_KEY,
  ...SERVICE_STAT_KEYS,
];
