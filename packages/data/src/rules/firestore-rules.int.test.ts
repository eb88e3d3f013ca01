import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocFromServer,
  getDocsFromServer,
  getFirestore,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedFirestoreRules } from './firestore-rules-file';
import {
  findRulesEmulator,
  loadRules,
  startRulesEmulator,
  writeAsServer,
  type RulesEmulatorHandle,
} from './rules-emulator';

// The production rules (firestore.rules, as the generator writes them) in the Firestore emulator: what a staff
// session whose ID token still carries yesterday's claims reads once master_admin took a venue or a role away.
const found = findRulesEmulator();
if (found.kind === 'none') console.info(`[firestore.rules] emulator test skipped: ${found.reason}.`);

const PROJECT = 'demo-rules-membership';
let emulator: RulesEmulatorHandle;
const apps: FirebaseApp[] = [];

type Claims = {
  role: string;
  restaurantIds?: string[];
  customerEmail?: string;
  provider?: string;
  /** A customer's sign-in (seconds) and session length, as the sign-in callables mint them. */
  session?: { authTime: number; sessionHours: number };
};

function sessionOf(uid: string, claims: Claims): Firestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, `rules-${uid}-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  const [hostname, port] = emulator.host.split(':');
  connectFirestoreEmulator(db, hostname ?? '127.0.0.1', Number(port), {
    mockUserToken: {
      sub: uid,
      role: claims.role,
      restaurantIds: claims.restaurantIds ?? [],
      customerEmail: claims.customerEmail ?? '',
      firebase: { sign_in_provider: claims.provider ?? 'password', identities: {} },
      ...(claims.session
        ? { auth_time: claims.session.authTime, sessionHours: claims.session.sessionHours }
        : {}),
    } as never,
  });
  return db;
}

async function outcome(read: Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await read;
    return 'allowed';
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return 'denied';
    throw error;
  }
}

const readBooking = (db: Firestore, id: string) => outcome(getDocFromServer(doc(db, 'reservations', id)));
const listBookings = (db: Firestore, venue: string) =>
  outcome(getDocsFromServer(query(collection(db, 'reservations'), where('restaurantId', '==', venue))));

describe.skipIf(found.kind === 'none')('firestore.rules in the Firestore emulator', () => {
  beforeAll(async () => {
    if (found.kind === 'none') return;
    emulator = await startRulesEmulator(found);
    await loadRules(emulator.host, PROJECT, expectedFirestoreRules());
    await writeAsServer(emulator.host, PROJECT, 'reservations/a1', { restaurantId: 'venue-a' });
    await writeAsServer(emulator.host, PROJECT, 'reservations/b1', { restaurantId: 'venue-b' });
    await writeAsServer(emulator.host, PROJECT, 'restaurantSettings/venue-a', { name: 'A' });
    await writeAsServer(emulator.host, PROJECT, 'email_logs/l1', { restaurantId: 'venue-a' });
    await writeAsServer(emulator.host, PROJECT, 'customers/camille@example.fr', { name: 'Camille' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await emulator?.stop();
  });

  it('lets staff read their venue while their account holds it, and nothing once it was taken away', async () => {
    await writeAsServer(emulator.host, PROJECT, 'users/staff-1', {
      role: 'admin',
      restaurantIds: ['venue-a', 'venue-b'],
    });
    // The session's token keeps both venues for up to an hour after the change.
    const db = sessionOf('staff-1', { role: 'admin', restaurantIds: ['venue-a', 'venue-b'] });
    expect(await readBooking(db, 'a1')).toBe('allowed');
    expect(await listBookings(db, 'venue-a')).toBe('allowed');
    expect(await outcome(getDocFromServer(doc(db, 'restaurantSettings', 'venue-a')))).toBe('allowed');

    await writeAsServer(emulator.host, PROJECT, 'users/staff-1', {
      role: 'admin',
      restaurantIds: ['venue-b'],
    });
    expect(await readBooking(db, 'a1')).toBe('denied');
    expect(await listBookings(db, 'venue-a')).toBe('denied');
    expect(await outcome(getDocFromServer(doc(db, 'restaurantSettings', 'venue-a')))).toBe('denied');
    expect(await readBooking(db, 'b1')).toBe('allowed');
    expect(await listBookings(db, 'venue-b')).toBe('allowed');
  });

  it('refuses a deleted account and a role taken back, whatever the token still says', async () => {
    await writeAsServer(emulator.host, PROJECT, 'users/staff-2', {
      role: 'admin_full',
      restaurantIds: ['venue-a'],
    });
    const db = sessionOf('staff-2', { role: 'admin_full', restaurantIds: ['venue-a'] });
    expect(await outcome(getDocFromServer(doc(db, 'email_logs', 'l1')))).toBe('allowed');
    // Reports are admin_full's: a step down to admin closes them at once.
    await writeAsServer(emulator.host, PROJECT, 'users/staff-2', {
      role: 'admin',
      restaurantIds: ['venue-a'],
    });
    expect(await outcome(getDocFromServer(doc(db, 'email_logs', 'l1')))).toBe('denied');
    await writeAsServer(emulator.host, PROJECT, 'users/staff-2', null);
    expect(await readBooking(db, 'a1')).toBe('denied');

    await writeAsServer(emulator.host, PROJECT, 'users/master-1', {
      role: 'admin',
      restaurantIds: ['venue-b'],
    });
    const formerMaster = sessionOf('master-1', { role: 'master_admin' });
    expect(await readBooking(formerMaster, 'a1')).toBe('denied');
    await writeAsServer(emulator.host, PROJECT, 'users/master-1', {
      role: 'master_admin',
      restaurantIds: [],
    });
    expect(await readBooking(formerMaster, 'a1')).toBe('allowed');
  });

  it('keeps a customer reading their own record, without a staff account', async () => {
    const db = sessionOf('customer-1', {
      role: 'client',
      customerEmail: 'camille@example.fr',
      provider: 'custom',
    });
    expect(await outcome(getDocFromServer(doc(db, 'customers', 'camille@example.fr')))).toBe('allowed');
    expect(await readBooking(db, 'a1')).toBe('denied');
  });

  it('ends a customer session when its length is over, as the callables do (issue 49 §9)', async () => {
    // The emulator judges with its own clock: the sign-in is placed relative to it, never on a fixed date.
    const hoursAgo = (hours: number) => Math.floor(Date.now() / 1000) - hours * 3600;
    const customer = (authTime: number, sessionHours: number) =>
      sessionOf('customer-2', {
        role: 'client',
        customerEmail: 'camille@example.fr',
        provider: 'custom',
        session: { authTime, sessionHours },
      });
    const record = (db: Firestore) => getDocFromServer(doc(db, 'customers', 'camille@example.fr'));
    expect(await outcome(record(customer(hoursAgo(23), 24)))).toBe('allowed');
    expect(await outcome(record(customer(hoursAgo(25), 24)))).toBe('denied');
    expect(await outcome(record(customer(hoursAgo(25), 720)))).toBe('allowed');
    expect(await outcome(record(customer(hoursAgo(721), 720)))).toBe('denied');
  });
});
