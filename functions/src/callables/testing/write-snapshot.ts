import type { Harness } from './callable-harness';

/** Every collection a callable may write (documents), besides files, Auth accounts and sent mails. */
export const WRITTEN_COLLECTIONS = [
  'restaurants',
  'restaurantSettings',
  'settings',
  'floorPlans',
  'closedTimeSlots',
  'bookingLocks',
  'waitlist',
  'idempotency',
  'reservations',
  'customers',
  'restaurantCustomers',
  'customerSecrets',
  'signInGuards',
  'users',
  'userInvitations',
  'tokenRevocations',
  'reviews',
  'reviewStats',
  'rewards',
  'rewardUsages',
  'loyaltyLedger',
  'loyaltyPoints',
  'scanCodes',
  'campaigns',
  'campaign_tracking',
  'mail_outbox',
  'email_logs',
] as const;

/**
 * Everything a callable could have changed: documents, files, Auth accounts and mails received by the SMTP
 * sink. Two equal snapshots around a refused call prove it wrote nothing (no partial write).
 */
export async function writeSnapshot(h: Harness) {
  const docs = await Promise.all(
    WRITTEN_COLLECTIONS.map(async (collection) =>
      (await h.store.query({ collection })).docs.map((d) => [d.path, d.data]),
    ),
  );
  return {
    docs,
    files: [...h.files.keys()],
    auth: JSON.stringify([...h.auth.users.values()]),
    mails: h.mails.length,
  };
}
