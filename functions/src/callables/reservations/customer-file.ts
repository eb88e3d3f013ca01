import type { DocData, Transaction } from '@app/data';
import {
  CustomerRestaurantStatsSchema,
  buildCustomerFileId,
  type DinerLocale,
  joinFullName,
} from '@app/domain';
import { readCustomerView, writeCustomerViews } from '../../lib/customer-views';

/**
 * The customer file kept up to date by reservations (administration §3): one `customers/{fileId}` record per
 * customer, with a per-restaurant `restaurantStats`, written in the booking's own transaction, so that the
 * customer list never has to load every reservation. The booking's venue learns the contact the booking gave, in
 * its own view, only where it held nothing yet (ARCHITECTURE §9): what another venue knows never reaches it, and
 * a booking (anonymous online, or by staff) never overwrites what is held, in the view or in the record.
 */
export interface BookingCustomer {
  restaurantId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Where the record is first made ('online' or 'admin'). */
  source: 'online' | 'admin';
  /** Count the booking in totalReservations (false for a plain contact sync). */
  countBooking: boolean;
  now: Date;
  /** The language the booking was made in: the venue's view keeps the guest's latest (issue 51). */
  locale?: DinerLocale;
}

/**
 * The customer file id of a booking: the e-mail, else name and phone; '' when neither an e-mail nor a phone is
 * known: a name alone designates nobody (and a booking anonymised after an RGPD deletion keeps only one).
 */
export function customerFileIdOf(options: { email: string; name: string; phone: string }): string {
  if (!options.email.trim() && !options.phone.trim()) return '';
  return buildCustomerFileId({ email: options.email, name: options.name, phone: options.phone });
}

/** The contact a write keeps: what was given, else what the record had. */
function contactOf(
  given: { name?: string; firstName?: string; lastName?: string; email?: string; phone?: string },
  existing: DocData,
): DocData {
  const keep = (field: 'name' | 'firstName' | 'lastName' | 'email' | 'phone') =>
    given[field] || String(existing[field] ?? '');
  return {
    name: keep('name'),
    firstName: keep('firstName'),
    lastName: keep('lastName'),
    email: keep('email'),
    phone: keep('phone'),
  };
}

/**
 * Reads the customer's record (call with the transaction's other reads) and returns the write to make.
 * Returns undefined when the booking names nobody the file can key on.
 */
export async function planCustomerUpsert(
  tx: Transaction,
  input: BookingCustomer,
): Promise<(() => void) | undefined> {
  const name = joinFullName({ firstName: input.firstName, lastName: input.lastName });
  const fileId = customerFileIdOf({ email: input.email, name, phone: input.phone });
  if (!fileId) return undefined;
  const path = `customers/${fileId}`;
  const [snap, view] = await Promise.all([tx.get(path), readCustomerView(tx, input.restaurantId, fileId)]);
  const existing: DocData = snap.data ?? {};
  const nowIso = input.now.toISOString();
  const allStats = (existing.restaurantStats ?? {}) as Record<string, unknown>;
  const parsedStats = CustomerRestaurantStatsSchema.safeParse(allStats[input.restaurantId] ?? {});
  const stats = parsedStats.success ? parsedStats.data : CustomerRestaurantStatsSchema.parse({});
  const restaurantIds = Array.isArray(existing.restaurantIds) ? (existing.restaurantIds as string[]) : [];
  const bump = input.countBooking ? 1 : 0;

  return () => {
    const record: DocData = {
      ...existing,
      id: fileId,
      // A booking names a new customer; it never rewrites a known one's contact (an online booking is anonymous,
      // and another venue's staff only book): the contact is edited on the customer's profile.
      ...contactOf(snap.exists ? {} : { name, ...input }, existing),
      restaurantIds: restaurantIds.includes(input.restaurantId)
        ? restaurantIds
        : [...restaurantIds, input.restaurantId],
      restaurantStats: {
        ...allStats,
        [input.restaurantId]: { ...stats, totalReservations: stats.totalReservations + bump },
      },
      totalReservations: Number(existing.totalReservations ?? 0) + bump,
      // A booking is activity: the retention period starts again (privacy notice « Combien de temps »).
      ...(input.countBooking ? { lastActiveAt: nowIso } : {}),
      updatedAt: nowIso,
    };
    // The customer file is ordered by last visit: a record without one still carries the field (null).
    if (record.lastVisit === undefined) record.lastVisit = null;
    if (!snap.exists) {
      record.createdAt = nowIso;
      record.lastActiveAt = nowIso;
      record.source = input.source;
      record.loyaltyPoints = 0;
    }
    tx.set(path, record);
    // Nobody ticked anything: a booking grants no consent (a phone-only guest has none at all).
    writeCustomerViews(tx, {
      customerId: fileId,
      record,
      previous: snap.exists ? existing : null,
      writes: [
        {
          restaurantId: input.restaurantId,
          existing: view,
          given: {
            name,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
          },
          mode: 'fill',
          ...(input.locale ? { own: { locale: input.locale } } : {}),
        },
      ],
      now: input.now,
    });
  };
}
