import type { DocData, DocStore } from '@app/data';
import { VIEW_CONTACT_FIELDS, customerViewPath, projectCustomerView } from '../../lib/customer-views';
import { seedReservation } from '../../lib/testing/seed';

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
  const record: DocData = {
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
  };
  await store.set(`customers/${id}`, record);
  // Each venue's view, as a booking there and the customer's choices there would have made it: the contact of the
  // record, and the record's consent flags as that venue's own decisions (given on a form, with their proof).
  const at = String(record.createdAt);
  const decision = (granted: boolean) => ({
    granted,
    at,
    method: 'form' as const,
    text: 'Case cochée (test)',
  });
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  for (const restaurantId of record.restaurantIds as string[])
    await store.set(
      customerViewPath(restaurantId, id),
      projectCustomerView(
        id,
        record,
        {
          restaurantId,
          existing: null,
          given: Object.fromEntries(VIEW_CONTACT_FIELDS.map((field) => [field, text(field)])),
          consents: {
            ...(record.emailMarketingConsent === true ? { email: decision(true) } : {}),
            ...(record.smsMarketingConsent === true ? { sms: decision(true) } : {}),
            ...(record.rgpdConsent === true ? { rgpd: decision(true) } : {}),
          },
        },
        at,
      ),
    );
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

/**
 * The world the callable matrices start from: restaurant r1 'Au Bureau', Marie (consenting, 60 points there) and
 * her CONFIRMED booking res1 on 2026-11-24 at 19:30.
 */
export async function seedMarieAtAuBureau(store: DocStore): Promise<void> {
  await seedRestaurant(store, 'r1', 'Au Bureau');
  await seedCustomer(store, {
    email: 'marie@example.fr',
    emailMarketingConsent: true,
    ...statsWithPoints('r1', 60),
  });
  await seedReservation(store, {
    id: 'res1',
    restaurantName: 'Au Bureau',
    customerName: 'Marie Curie',
    customerFirstName: 'Marie',
    customerLastName: 'Curie',
    customerEmail: 'marie@example.fr',
    customerPhone: '0611223344',
  });
}

/** Stores a device as paired to the restaurant, as `pairTablet` would (the `tablet()` caller is its credential). */
export async function pairTestTablet(
  store: DocStore,
  restaurantId: string,
  deviceId = `dev-${restaurantId}`,
): Promise<string> {
  await store.set(`tablets/${deviceId}`, {
    id: deviceId,
    restaurantId,
    name: 'Tablette entrée',
    pairedByUid: 'u-admin',
    pairedByName: 'Paul',
    pairedByEmail: 'admin@resto.test',
    pairedAt: '2026-11-01T09:00:00.000Z',
    lastSeenAt: '2026-11-01T09:00:00.000Z',
  });
  return deviceId;
}
