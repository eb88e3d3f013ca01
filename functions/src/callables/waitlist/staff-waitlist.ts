import {
  AppError,
  ListWaitlistInputSchema,
  MESSAGES,
  StaffCreateReservationInputSchema,
  WaitlistEntryInputSchema,
  type WaitlistEntry,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { afterCommit, transact } from '../../lib/transact';
import { runtime } from '../../lib/runtime';
import { createStaffReservation } from '../reservations/staff-create-reservation';
import { WAITLIST, byArrival, readDayWaitlist, readWaitlistEntry } from './waitlist-store';
import { offerFreedCoversSafely } from './offer-freed-covers';

/** Refusal of an entry that is no longer waiting (booked, expired or removed meanwhile). */
export const WAITLIST_ENTRY_CLOSED = "Cette personne n'est plus en liste d'attente.";

const OPEN = new Set(['WAITING', 'OFFERED']);

/** Open entries first (by time, then arrival), then the booked, expired and removed ones. */
function staffOrder(a: WaitlistEntry, b: WaitlistEntry): number {
  const open = Number(OPEN.has(b.status)) - Number(OPEN.has(a.status));
  return open || a.time.localeCompare(b.time) || byArrival(a, b);
}

/** An entry of the caller's restaurant (another restaurant's id reads as unknown). */
async function readOwnEntry(
  reader: Parameters<typeof readWaitlistEntry>[0],
  restaurantId: string,
  entryId: string,
): Promise<WaitlistEntry> {
  const entry = await readWaitlistEntry(reader, entryId).catch(() => undefined);
  if (!entry || entry.restaurantId !== restaurantId)
    throw new AppError('not-found', MESSAGES.generic.invalidInput);
  return entry;
}

/** The reservations screen's 'Liste d'attente' of the selected day. */
export const listWaitlist = defineCallable({
  name: 'listWaitlist',
  input: ListWaitlistInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, date }, { caller }) => {
    assertRestaurantAccess(caller, restaurantId);
    const entries = await readDayWaitlist(runtime().store, restaurantId, date);
    return { entries: entries.sort(staffOrder) };
  },
});

/**
 * 'Réserver' on a waiting entry: a CONFIRMED booking made exactly as 'Nouvelle réservation' makes it (staff may
 * overbook), and the entry BOOKED with it, in the same transaction.
 */
export const bookFromWaitlist = defineCallable({
  name: 'bookFromWaitlist',
  input: WaitlistEntryInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, entryId }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const entry = await readOwnEntry(runtime().store, restaurantId, entryId);
    const input = StaffCreateReservationInputSchema.parse({
      restaurantId,
      customerFirstName: entry.firstName,
      customerLastName: entry.lastName,
      customerEmail: entry.email,
      customerPhone: entry.phone,
      date: entry.date,
      time: entry.time,
      partySize: entry.partySize,
      tableId: '',
      specialRequests: '',
      terrace: false,
    });
    const { reservationId } = await createStaffReservation({
      input,
      caller,
      now,
      alongside: async (tx) => {
        const current = await readOwnEntry(tx, restaurantId, entryId);
        if (!OPEN.has(current.status)) throw new AppError('failed-precondition', WAITLIST_ENTRY_CLOSED);
        return (id) =>
          tx.update(`${WAITLIST}/${entryId}`, {
            status: 'BOOKED',
            reservationId: id,
            updatedAt: now.toISOString(),
          });
      },
    });
    return { reservationId };
  },
});

/** 'Retirer': the entry leaves the line (CANCELLED); an offer it held frees its covers for the next one. */
export const removeWaitlistEntry = defineCallable({
  name: 'removeWaitlistEntry',
  input: WaitlistEntryInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, entryId }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    await transact(async (tx) => {
      const entry = await readOwnEntry(tx, restaurantId, entryId);
      if (!OPEN.has(entry.status)) throw new AppError('failed-precondition', WAITLIST_ENTRY_CLOSED);
      tx.update(`${WAITLIST}/${entryId}`, { status: 'CANCELLED', updatedAt: now.toISOString() });
      // The covers its offer held go to the next person at once, not at the next run of processWaitlist.
      if (entry.status === 'OFFERED') afterCommit(tx, () => offerFreedCoversSafely(restaurantId, entry.date));
    });
    return { ok: true as const };
  },
});
