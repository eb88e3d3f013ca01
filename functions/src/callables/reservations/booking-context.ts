import type { Transaction } from '@app/data';
import {
  AppError,
  ClosedTimeSlotsSchema,
  MESSAGES,
  RestaurantSchema,
  RestaurantSettingsSchema,
  closedTimeSlotsId,
  formatCustomerDisplayName,
  isTableProposal,
  type AutoConfirmRule,
  type BookedCovers,
  type ClosedTimeSlots,
  type Restaurant,
  type RestaurantBookingSettings,
} from '@app/domain';

type Reader = Pick<Transaction, 'get' | 'query'>;

export interface RestaurantWithSettings {
  restaurant: Restaurant;
  settings: RestaurantBookingSettings;
  /** The venue's rule for confirming online requests at once; undefined when it saved none (all wait). */
  autoConfirmRule?: AutoConfirmRule;
}

/** The restaurant and its booking settings; `restaurantSettings/{id}` wins over the restaurant document's copy. */
export async function readRestaurant(reader: Reader, restaurantId: string): Promise<RestaurantWithSettings> {
  const [restaurantSnap, settingsSnap] = await Promise.all([
    reader.get(`restaurants/${restaurantId}`),
    reader.get(`restaurantSettings/${restaurantId}`),
  ]);
  const parsed = restaurantSnap.exists
    ? RestaurantSchema.safeParse({ ...restaurantSnap.data, id: restaurantId })
    : undefined;
  if (!parsed?.success) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
  const restaurant = parsed.data;
  const saved = settingsSnap.exists
    ? RestaurantSettingsSchema.safeParse({ ...restaurant, ...settingsSnap.data, restaurantId })
    : undefined;
  const source = saved?.success ? saved.data : restaurant;
  return {
    restaurant,
    settings: {
      openingHours: source.openingHours,
      maxCapacityPerDay: source.maxCapacityPerDay,
      bookingCutoffHours: source.bookingCutoffHours,
      onlineBookingEnabled: source.onlineBookingEnabled,
      maxOnlineReservation: source.maxOnlineReservation,
      tableDurationMinutes: source.tableDurationMinutes,
      reminderHours: source.reminderHours,
      ...(source.availabilityMode ? { availabilityMode: source.availabilityMode } : {}),
      ...(source.tableDurationBands ? { tableDurationBands: source.tableDurationBands } : {}),
      ...(source.pacingCoversPer15Min != null ? { pacingCoversPer15Min: source.pacingCoversPer15Min } : {}),
    },
    ...(saved?.success && saved.data.autoConfirmRule ? { autoConfirmRule: saved.data.autoConfirmRule } : {}),
  };
}

/** Slots staff closed for that restaurant and date, if any. */
export async function readClosedSlots(
  reader: Reader,
  restaurantId: string,
  date: string,
): Promise<ClosedTimeSlots | undefined> {
  const snap = await reader.get(`closedTimeSlots/${closedTimeSlotsId(restaurantId, date)}`);
  if (!snap.exists) return undefined;
  const parsed = ClosedTimeSlotsSchema.safeParse(snap.data);
  return parsed.success ? parsed.data : undefined;
}

/** A reservation of the day as far as capacity and tables care. */
export interface DayReservation extends BookedCovers {
  id: string;
  tableId: string;
  /** « Par tables »: when it frees its tables (ISO instant), as its booking stored it. */
  tablesFreeAt?: string;
  archived: boolean;
  /** 'THOMAS Hugo': how a refusal names the guest holding a table (staff of that restaurant only). */
  displayName: string;
  /** Its tables are the engine's « Table proposée » staff never touched: they give way to a staff assignment. */
  proposed: boolean;
}

/** {@link isTableProposal} on a stored document, whatever shape its fields have. */
function isStoredTableProposal(data: Record<string, unknown> | undefined): boolean {
  const proposal = data?.tableProposal as { tables?: unknown; at?: unknown } | undefined;
  if (!proposal || typeof proposal.tables !== 'string') return false;
  return isTableProposal({
    tableId: String(data?.tableId ?? ''),
    tableProposal: { tables: proposal.tables, at: String(proposal.at ?? '') },
    ...(data?.tableLock ? { tableLock: data.tableLock as { by: string; at: string } } : {}),
  });
}

/** The restaurant's reservations of one date (equality filters only: no composite index needed). */
export async function readDayReservations(
  reader: Reader,
  restaurantId: string,
  date: string,
): Promise<DayReservation[]> {
  const snap = await reader.query({
    collection: 'reservations',
    where: [
      { field: 'restaurantId', op: '==', value: restaurantId },
      { field: 'date', op: '==', value: date },
    ],
  });
  return snap.docs.map((doc) => ({
    id: doc.id,
    time: String(doc.data?.time ?? ''),
    partySize: Number(doc.data?.partySize ?? 0),
    status: String(doc.data?.status ?? ''),
    tableId: String(doc.data?.tableId ?? ''),
    ...(typeof doc.data?.tablesFreeAt === 'string' ? { tablesFreeAt: doc.data.tablesFreeAt } : {}),
    archived: doc.data?.archived === true,
    proposed: isStoredTableProposal(doc.data),
    displayName: formatCustomerDisplayName({
      name: String(doc.data?.customerName ?? ''),
      ...(typeof doc.data?.customerFirstName === 'string' ? { firstName: doc.data.customerFirstName } : {}),
      ...(typeof doc.data?.customerLastName === 'string' ? { lastName: doc.data.customerLastName } : {}),
    }),
  }));
}

/**
 * The per-restaurant-and-date lock document. Every booking transaction reads and rewrites it, so two bookings of
 * the same day conflict on it and one retries: Firestore does not lock the *absence* of documents a query
 * returned, and without this two concurrent bookings could both see the last free covers.
 */
export function bookingLockPath(restaurantId: string, date: string): string {
  return `bookingLocks/${restaurantId}_${date}`;
}

export async function takeBookingLock(
  tx: Transaction,
  restaurantId: string,
  date: string,
): Promise<() => void> {
  const path = bookingLockPath(restaurantId, date);
  const snap = await tx.get(path);
  const version = Number(snap.data?.version ?? 0);
  return () => {
    tx.set(path, { restaurantId, date, version: version + 1 });
  };
}
