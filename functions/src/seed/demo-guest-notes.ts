import type { DocStore } from '@app/data';
import { buildCustomerFileId } from '@app/domain';
import { customerViewPath, VIEW_CONTACT_FIELDS, viewSearchTokens } from '../lib/customer-views';
import type { DemoReservation } from './demo-reservations';

/**
 * What the venue's guest file says of a few of today's guests (issues 36, 39: marks beside the name on the day
 * list, the booking's page, the profile, the customer file's search by « gluten » or « anniversaire »).
 */
const GUEST_FILES = [
  { allergies: 'Arachides et fruits à coque', tags: ['Habitué'] },
  { notes: 'Préfère la banquette près de la fenêtre', tags: ['VIP'] },
  { allergies: 'Sans gluten' },
  { notes: 'Vient fêter ses 40 ans : prévoir la bougie', tags: ['Anniversaire'] },
  { allergies: 'Lactose', notes: 'Végétarienne', tags: ['Végétarien', 'Terrasse'] },
] as const;

/** Le Petit Zinc's own file of one of its guests: never shown at Au Bureau, even for a guest of both. */
const ZINC_FILE = { allergies: 'Crustacés', notes: 'Client du Zinc depuis 2019', tags: ['VIP'] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function writeFile(
  store: DocStore,
  restaurantId: string,
  customerId: string,
  file: { allergies?: string; notes?: string; tags?: readonly string[] },
): Promise<void> {
  const path = customerViewPath(restaurantId, customerId);
  const snap = await store.get(path);
  if (!snap.exists || !snap.data) return;
  const contact = Object.fromEntries(VIEW_CONTACT_FIELDS.map((field) => [field, text(snap.data?.[field])]));
  const fields = { allergies: file.allergies ?? '', notes: file.notes ?? '', tags: [...(file.tags ?? [])] };
  await store.set(path, { ...fields, searchTokens: viewSearchTokens(contact, fields) }, { merge: true });
}

/**
 * Gives the first guests of today's bookings at Au Bureau (by time) an allergy, a note or tags in the venue's view
 * of them, and Le Petit Zinc's next guest its own file, so that the day lists show their marks on the
 * first start. Merged into views already projected (search tokens included); the guests are those of the
 * deterministic demo, so every start marks the same ones.
 */
export async function writeDemoGuestNotes(
  store: DocStore,
  { reservations, today }: { reservations: readonly DemoReservation[]; today: string },
): Promise<void> {
  // From today on, by date and time: Le Petit Zinc is closed on Sunday, its next guests are Monday's.
  const guestsFrom = (restaurantId: string, last: string) => {
    const coming = reservations
      .filter((r) => r.restaurantId === restaurantId && r.date >= today && r.date <= last && r.customerEmail)
      .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
    return [...new Set(coming.map((r) => buildCustomerFileId({ email: r.customerEmail })))];
  };
  const bureau = guestsFrom('rest-bureau', today);
  for (const [i, file] of GUEST_FILES.entries()) {
    const customerId = bureau[i];
    if (customerId) await writeFile(store, 'rest-bureau', customerId, file);
  }
  const zinc = guestsFrom('rest-lezinc', '9999-12-31');
  if (zinc[0]) await writeFile(store, 'rest-lezinc', zinc[0], ZINC_FILE);
}
