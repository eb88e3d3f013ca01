import type { CollectionReadPolicy, ReadCondition, ReadGrant } from './read-policy-types';

/** Collections of `packages/data/src/collections.ts` (administration §7). */
export const POLICY_PUBLIC_COLLECTIONS = [
  'reservations',
  'reservations_archive',
  'customerReservations',
  'customers',
  'restaurantCustomers',
  'users',
  'restaurants',
  'restaurantSettings',
  'closedTimeSlots',
  'reviews',
  'reviewStats',
  'restaurantStats',
  'rewards',
  'rewardUsages',
  'rewardAudit',
  'blockedGuests',
  'loyaltyPoints',
  'email_logs',
  'automatic_execution_logs',
  'campaigns',
  'campaign_tracking',
  'floorPlans',
  'settings',
] as const;

/**
 * Collections no client reads: password hashes and login codes, invitation tokens, the mail outbox,
 * the loyalty ledger, the online-booking idempotency keys, the sign-in failure counters and the register of
 * voucher and loyalty-card codes (`scanCodes`, id = the code), the paired tablets, the rate-limit counters and
 * the staff sessions revoked by a change of role or restaurants or a deletion (`tokenRevocations/{uid}`), and
 * the waitlist (diners' contacts: staff read a day's list through `listWaitlist`, a diner an offer through its
 * signed link), and each venue's day of unverified online requests (`bookingGuards`), and the SMS channel's outbox, threads,
 * STOP list and handled answers, and the record of staff exports of a customer's data (`dataExportAudit`).
 * Callables read them on the server.
 */
export const SERVER_ONLY_COLLECTIONS = [
  'customerSecrets',
  'signInGuards',
  'userInvitations',
  'mail_outbox',
  'loyaltyLedger',
  'idempotency',
  'scanCodes',
  'tablets',
  'rateLimits',
  'tokenRevocations',
  'waitlist',
  'bookingGuards',
  'sms_outbox',
  'sms_threads',
  'sms_optouts',
  'sms_inbound',
  'deletedRestaurants',
  'sms_links',
  'dataExportAudit',
  'sms_usage',
  'apiKeys',
  'apiCalls',
  'apiIdempotency',
  'tillTickets',
  'webhookSubscriptions',
  'webhookEvents',
  'webhookDeliveries',
] as const;

/** Every collection the read policy declares, readable or server-only. */
export type PolicyCollection =
  (typeof POLICY_PUBLIC_COLLECTIONS)[number] | (typeof SERVER_ONLY_COLLECTIONS)[number];

const STAFF = ['admin_full', 'admin'] as const;
const ALL: ReadCondition = { kind: 'all' };
const OF_MY_RESTAURANTS: ReadCondition = {
  kind: 'fieldInClaimList',
  field: 'restaurantId',
  claim: 'restaurantIds',
};
const MINE_BY_EMAIL: ReadCondition = {
  kind: 'fieldEqualsClaim',
  field: 'customerEmail',
  claim: 'customerEmail',
};

const masterReadsAll: ReadGrant = { roles: ['master_admin'], when: ALL };

function readable(...grants: ReadGrant[]): CollectionReadPolicy {
  return { serverOnly: false, grants: [masterReadsAll, ...grants] };
}

const serverOnly: CollectionReadPolicy = { serverOnly: true, grants: [] };

/**
 * The read policy, declared once (ARCHITECTURE §2): compiled into `firestore.rules` and enforced by the local
 * host. master_admin reads everything that is not server-only; admin_full and admin read the documents of
 * their restaurants; a signed-in customer reads exactly what their space follows live (`createMySpaceReads`):
 * their own record, their copies of their reservations (`customerReservations`, never the reservations
 * themselves, which hold what the venue wrote for itself) and vouchers, and the restaurants and their loyalty
 * settings; nothing else (their reviews, points entries, the venues' views of them, usages stay the server's and
 * staff's, reached through callables); anonymous callers read nothing (public pages use callables).
 * Reports (e-mail and automation logs) and campaigns are for admin_full, as in the side menu.
 */
export const READ_POLICY: Readonly<Record<PolicyCollection, CollectionReadPolicy>> = {
  // Staff history with names, refusal internals, notes, tables, the bill: the venue's. A diner reads their copy.
  reservations: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  reservations_archive: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  // The diner's copy of each of their reservations (project-diner-reservation.ts), kept by the server's commits.
  customerReservations: readable({ roles: ['client'], when: MINE_BY_EMAIL }),
  // A customer's record (contact, every venue's figures) is theirs and master_admin's; staff read their venues'
  // views of it (ARCHITECTURE §8): one venue never sees what another knows.
  customers: readable({ roles: ['client'], when: { kind: 'docIdEqualsClaim', claim: 'customerEmail' } }),
  restaurantCustomers: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  users: readable(
    { roles: STAFF, when: { kind: 'docIdEqualsUid' } },
    // Staff see the names of their colleagues (creator of a reservation, author in the history).
    {
      roles: STAFF,
      when: { kind: 'arrayFieldIntersectsClaimList', field: 'restaurantIds', claim: 'restaurantIds' },
    },
  ),
  restaurants: readable(
    { roles: STAFF, when: { kind: 'docIdInClaimList', claim: 'restaurantIds' } },
    { roles: ['client'], when: ALL },
  ),
  restaurantSettings: readable({ roles: STAFF, when: { kind: 'docIdInClaimList', claim: 'restaurantIds' } }),
  closedTimeSlots: readable({
    roles: STAFF,
    when: { kind: 'docIdInClaimList', claim: 'restaurantIds', strip: '_[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  }),
  floorPlans: readable({ roles: STAFF, when: { kind: 'docIdInClaimList', claim: 'restaurantIds' } }),
  settings: readable(
    { roles: STAFF, when: { kind: 'docIdInClaimList', claim: 'restaurantIds', strip: '^loyalty_config_' } },
    // The customer space shows levels and gifts from the restaurant's loyalty configuration.
    { roles: ['client'], when: ALL },
  ),
  reviews: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  // The reviews aggregate of a restaurant (id = restaurant id): its staff only.
  reviewStats: readable({ roles: STAFF, when: { kind: 'docIdInClaimList', claim: 'restaurantIds' } }),
  // A restaurant's counters per day, month and whole history (`{restaurantId}_d_…`, `_m_…`, `_all`): the
  // analytics, reports and reward analytics of admin_full and master_admin. Granted on the id, so that a day
  // without activity (no document) reads as empty rather than refused.
  restaurantStats: readable({
    roles: ['admin_full'],
    when: {
      kind: 'docIdInClaimList',
      claim: 'restaurantIds',
      strip: '_(d_[0-9]{4}-[0-9]{2}-[0-9]{2}|m_[0-9]{4}-[0-9]{2}|all)$',
    },
  }),
  rewards: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }, { roles: ['client'], when: MINE_BY_EMAIL }),
  rewardUsages: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  // Who used and gave back each voucher: staff accounts, which a diner reading their voucher never sees.
  rewardAudit: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  // The addresses a venue no longer takes online requests from (a hint and a keyed digest, never the address).
  blockedGuests: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  loyaltyPoints: readable({ roles: STAFF, when: OF_MY_RESTAURANTS }),
  email_logs: readable({ roles: ['admin_full'], when: OF_MY_RESTAURANTS }),
  automatic_execution_logs: readable({ roles: ['admin_full'], when: OF_MY_RESTAURANTS }),
  campaigns: readable({
    roles: ['admin_full'],
    when: { kind: 'fieldInClaimList', field: 'targetRestaurant', claim: 'restaurantIds' },
  }),
  // Tracking events carry no restaurant, so only master_admin reads them; others see the campaign counters.
  campaign_tracking: readable(),
  customerSecrets: serverOnly,
  signInGuards: serverOnly,
  userInvitations: serverOnly,
  mail_outbox: serverOnly,
  loyaltyLedger: serverOnly,
  idempotency: serverOnly,
  scanCodes: serverOnly,
  // Paired tablets (staff list and revoke them through callables) and the request counters of public callables.
  tablets: serverOnly,
  rateLimits: serverOnly,
  // When a staff member's sign-ins stopped counting (functions/src/lib/token-revocation.ts).
  tokenRevocations: serverOnly,
  waitlist: serverOnly,
  // Each venue's day of unverified online requests (screenOnlineRequest): the callables' threshold.
  bookingGuards: serverOnly,
  // The SMS channel (issue 50): queued and sent SMS with their numbers, each number's last booking thread, the
  // numbers that answered STOP and the answers handled; staff read a booking's SMS in its history.
  sms_outbox: serverOnly,
  sms_threads: serverOnly,
  sms_optouts: serverOnly,
  sms_inbound: serverOnly,
  // Each deleted establishment, until the erasure of the people it knew went through (erase-venue-people.ts).
  deletedRestaurants: serverOnly,
  sms_links: serverOnly,
  dataExportAudit: serverOnly,
  // Each venue's SMS of a month (the cap, Rapports' count and cost): read through readSmsUsage only.
  sms_usage: serverOnly,
  // The public API (issue 52): keys (their digests), each call's log line, the answers kept for an
  // Idempotency-Key, and the tickets the till sent; staff read them through callables.
  apiKeys: serverOnly,
  apiCalls: serverOnly,
  apiIdempotency: serverOnly,
  tillTickets: serverOnly,
  // Webhooks (issue 52): the subscriptions (their signing secrets), the events waiting to be fanned out, and
  // each delivery with its body and attempts; staff read them through callables.
  webhookSubscriptions: serverOnly,
  webhookEvents: serverOnly,
  webhookDeliveries: serverOnly,
};
