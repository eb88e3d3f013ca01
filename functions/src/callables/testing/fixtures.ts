import type { DocData, DocStore } from '@app/data';

/** Minimal valid documents for the callables' integration tests. */
export async function seedRestaurant(
  store: DocStore,
  id: string,
  name = 'Au Bureau',
  extra: DocData = {},
): Promise<void> {
  await store.set(`restaurants/${id}`, {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    address: '1 rue de la Paix, Paris',
    phone: '0102030405',
    emoji: '🍺',
    images: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
}

export async function seedCustomer(
  store: DocStore,
  data: DocData & { email?: string; id?: string },
): Promise<string> {
  const id = data.id ?? String(data.email).toLowerCase();
  await store.set(`customers/${id}`, {
    id,
    name: 'Marie Curie',
    firstName: 'Marie',
    lastName: 'Curie',
    email: '',
    phone: '0611223344',
    emailMarketingConsent: false,
    smsMarketingConsent: false,
    rgpdConsent: true,
    loyaltyPoints: 0,
    restaurantIds: [],
    restaurantStats: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    ...data,
  });
  return id;
}

/** Points at a restaurant, as the ledger keeps them. */
export function statsWithPoints(restaurantId: string, points: number, extra: DocData = {}): DocData {
  return {
    restaurantIds: [restaurantId],
    loyaltyPoints: points,
    restaurantStats: { [restaurantId]: { points, ...extra } },
  };
}
