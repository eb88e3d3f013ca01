import type { DocStore } from '@app/data';
import { DEFAULT_RESTAURANT_SETTINGS } from '@app/domain';

/** Writes a restaurant with the built-in settings (Monday–Saturday, 30 covers a slot), overridable. */
export async function seedRestaurant(
  store: DocStore,
  overrides: Record<string, unknown> & { id: string },
): Promise<void> {
  const { id, ...rest } = overrides;
  await store.set(`restaurants/${id}`, {
    id,
    name: 'Chez Test',
    slug: 'chez-test',
    address: '1 rue du Test, Paris',
    phone: '0102030405',
    email: '',
    description: '',
    emoji: '🍽️',
    images: [],
    ...structuredClone(DEFAULT_RESTAURANT_SETTINGS),
    createdAt: '2026-01-01T00:00:00.000Z',
    ...rest,
  });
}

/** Writes a reservation document with sensible defaults. */
export async function seedReservation(
  store: DocStore,
  fields: Record<string, unknown> & { id: string },
): Promise<void> {
  const { id, ...rest } = fields;
  await store.set(`reservations/${id}`, {
    id,
    restaurantId: 'r1',
    restaurantName: 'Chez Test',
    date: '2026-11-24',
    time: '19:30',
    partySize: 2,
    customerName: 'Ana Dupont',
    customerFirstName: 'Ana',
    customerLastName: 'Dupont',
    customerEmail: 'ana@example.fr',
    customerPhone: '0601020304',
    specialRequests: '',
    terrace: false,
    tableId: '',
    status: 'CONFIRMED',
    statusHistory: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    archived: false,
    isVirtualReservation: false,
    ...rest,
  });
}
