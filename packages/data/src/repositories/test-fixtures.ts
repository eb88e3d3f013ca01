import { fileURLToPath } from 'node:url';
import type { Customer, Reservation } from '@app/domain';
import { EmbeddedStore, loadIndexesFile } from '../drivers/embedded';

let shared: Promise<EmbeddedStore> | undefined;
let held = false;

async function openStore(): Promise<EmbeddedStore> {
  const indexesPath = fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url));
  return EmbeddedStore.open({ dataDir: 'memory://', indexes: await loadIndexesFile(indexesPath) });
}

/**
 * Shared set-up of the repositories' integration tests: an embedded store in memory with the repository's real
 * firestore.indexes.json, so that a query lacking its composite index fails here. The package's suite shares one
 * module graph per worker (isolate: false), and with it one store, opened once (two CPU seconds) and emptied for
 * each file; its close() gives it back for the next file. A second store asked for while the first is held is
 * a store of its own. Node only; imported by *.int.test.ts files, never by the package's entry points.
 */
export async function openTestStore(): Promise<EmbeddedStore> {
  if (held) return openStore();
  held = true;
  shared ??= openStore();
  const store = await shared.catch((err: unknown) => {
    held = false;
    shared = undefined;
    throw err;
  });
  await store.reset();
  const release = async () => {
    await store.settled();
    held = false;
  };
  return new Proxy(store, {
    get(target, key) {
      if (key === 'close') return release;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const CREATED = '2026-11-01T10:00:00.000Z';

/** A valid reservation with overridable fields (input form: defaults filled by the schema). */
export function reservationFixture(
  overrides: Partial<Reservation> & { id: string },
): Reservation & { id: string } {
  return {
    restaurantId: 'r1',
    restaurantName: 'Au Bureau',
    date: '2026-11-22',
    time: '19:30',
    partySize: 2,
    customerName: 'Camille Martin',
    customerEmail: 'camille@exemple.fr',
    customerPhone: '0611223344',
    specialRequests: '',
    terrace: false,
    tableId: '',
    status: 'CONFIRMED',
    statusHistory: [],
    createdAt: CREATED,
    archived: false,
    isVirtualReservation: false,
    ...overrides,
  };
}

/** A valid customer file with overridable fields. */
export function customerFixture(overrides: Partial<Customer> & { id: string }): Customer & { id: string } {
  return {
    name: 'Camille Martin',
    firstName: 'Camille',
    lastName: 'Martin',
    email: overrides.id.includes('@') ? overrides.id : '',
    phone: '0611223344',
    emailMarketingConsent: false,
    smsMarketingConsent: false,
    rgpdConsent: true,
    loyaltyPoints: 0,
    totalReservations: 0,
    totalSpent: 0,
    restaurantIds: ['r1'],
    restaurantStats: {},
    hasPassword: false,
    createdAt: CREATED,
    ...overrides,
  };
}
