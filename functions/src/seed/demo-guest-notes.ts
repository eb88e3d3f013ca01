import type { DocStore } from '@app/data';
import { buildCustomerFileId } from '@app/domain';
import { customerViewPath } from '../lib/customer-views';
import type { DemoReservation } from './demo-reservations';

/** What the venue's guest file says of a few of today's guests (issue 36: marks beside the name on the day list). */
const GUEST_NOTES = [
  { allergies: 'Arachides et fruits à coque', tags: ['Habitué'] },
  { notes: 'Préfère la banquette près de la fenêtre', tags: ['VIP'] },
  { allergies: 'Sans gluten' },
] as const;

/**
 * Gives the first guests of today's bookings at Au Bureau (by time) an allergy, a note or tags in the venue's view
 * of them, so that the day list shows its marks on the first start. Merged into views already projected; the
 * guests are those of the deterministic demo, so every start marks the same ones.
 */
export async function writeDemoGuestNotes(
  store: DocStore,
  { reservations, today }: { reservations: readonly DemoReservation[]; today: string },
): Promise<void> {
  const todays = reservations
    .filter((r) => r.restaurantId === 'rest-bureau' && r.date === today && r.customerEmail)
    .sort((a, b) => a.time.localeCompare(b.time));
  const ids = [...new Set(todays.map((r) => buildCustomerFileId({ email: r.customerEmail })))];
  for (const [i, notes] of GUEST_NOTES.entries()) {
    const customerId = ids[i];
    if (!customerId) return;
    const path = customerViewPath('rest-bureau', customerId);
    if (!(await store.get(path)).exists) continue;
    await store.set(path, { ...notes, tags: [...('tags' in notes ? notes.tags : [])] }, { merge: true });
  }
}
