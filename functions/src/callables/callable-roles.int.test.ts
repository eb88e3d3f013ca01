import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { previewCampaignAudience } from './campaigns/preview-campaign-audience';
import { sendCampaign } from './campaigns/send-campaign';
import { sendCampaignTest } from './campaigns/send-campaign-test';
import { createMyPassword, updateMyProfile } from './customers/customer-profile';
import { changeMyPassword } from './customers/customer-password';
import { getMyReservation } from './customers/my-reservation';
import { deleteCustomer, deleteUserAccount } from './customers/staff-customers';
import { updateCustomer } from './customers/update-customer';
import { updateGuestFile } from './customers/update-guest-file';
import { mergeCustomers, previewCustomerMerge } from './customers/merge-customers';
import { claimGift } from './loyalty/claim-gift';
import { convertPointsToDiscount } from './loyalty/convert-points-to-discount';
import { lookupScanCode } from './loyalty/lookup-scan-code';
import { listReviews } from './reviews/list-reviews';
import { respondToReview } from './reviews/respond-to-review';
import { getMyLoyaltyCard } from './loyalty/my-loyalty-card';
import { undoRewardValidation } from './loyalty/undo-reward-validation';
import { validateReward } from './loyalty/validate-reward';
import { refuseReservation } from './reservations/refuse-reservation';
import { cancelMyReservation, setReservationStatus } from './reservations/set-reservation-status';
import { changeMyReservation } from './reservations/change-my-reservation';
import { setReservationBill } from './reservations/set-reservation-bill';
import { decideReservationBill } from './reservations/decide-reservation-bill';
import { undoRefusal } from './reservations/undo-refusal';
import { blockGuestEmail, unblockGuestEmail } from './reservations/block-guest-email';
import { undoConfirmation } from './reservations/undo-confirmation';
import { staffCreateReservation } from './reservations/staff-create-reservation';
import { bookFromWaitlist, listWaitlist, removeWaitlistEntry } from './waitlist/staff-waitlist';
import { assignTables, moveReservationTable, setClosedSlots } from './reservations/tables-and-slots';
import { keepTableProposal, moveReservation } from './reservations/move-reservation';
import { seatWalkIn } from './reservations/seat-walk-in';
import { explainAvailability } from './reservations/explain-availability';
import { recordStaffSignIn } from './events/record-staff-sign-in';
import { updateReservation } from './reservations/update-reservation';
import { tabletConfirmAccount, tabletCreateAccount } from './tablet/tablet-account';
import { tabletLookupCustomer, tabletSession } from './tablet/tablet-code';
import { listTablets, pairTablet, revokeTablet } from './tablet/tablet-pairing';
import { tabletDeclareVisit } from './tablet/tablet-visit';
import { tabletCheckIn, tabletFindArrival, tabletMealFeedback } from './tablet/tablet-arrival';
import { confirmAccountDeletion, requestAccountDeletion } from './privacy/account-deletion';
import { exportCustomerData, exportMyData } from './privacy/export-data';
import { getMyPrivacy, updateMyConsents } from './privacy/my-consents';
import { getMyPassport } from './privacy/my-passport';
import { actOnMyPassport } from './privacy/act-on-my-passport';
import {
  createRestaurant,
  deleteRestaurant,
  saveFloorPlan,
  saveLoyaltyConfig,
} from './settings/establishments';
import { saveRestaurantSettings, uploadRestaurantImage } from './settings/restaurant-settings';
import { saveAutoConfirmRule } from './settings/auto-confirm-rule';
import { saveSmsSettings } from './settings/sms-settings';
import { readSmsUsage } from './settings/read-sms-usage';
import { deleteInvitation, listInvitations } from './users/invitation-list';
import { inviteUser, resendInvitation } from './users/invitations';
import { deleteUser, updateUser } from './users/staff-users';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  tablet,
  type Harness,
  type TestCaller,
} from './testing/callable-harness';
import { EXPORTED_CALLABLES, PUBLIC_CALLABLES } from './testing/exported-callables';
import { loginCodeFields } from './customers/customer-secrets';
import { issueLoginCode } from './customers/login-code';
import { pairTestTablet, seedCustomer, seedMarieAtAuBureau, seedRestaurant } from './testing/fixtures';
import { seedReservation } from '../lib/testing/seed';
import { floorTable } from '../lib/testing/tables-venue';
import { writeSnapshot } from './testing/write-snapshot';
import { createApiKey, listApiCalls, listApiKeys, revokeApiKey } from './integrations/api-keys';
import { listTillTickets, resolveTillTicket } from '../till/till-callables';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
} from '../webhooks/webhook-callables';
import { listWebhookDeliveries, redeliverWebhook } from '../webhooks/webhook-delivery-callables';

/**
 * Every callable that needs a caller, against every caller it must refuse (staff-operations §6,
 * administration §6, customer-flows §6): the exact code and French message, and nothing written.
 * Each row also runs once with a caller it must accept, so that the refusals are about the caller and not
 * about the input.
 */
let h: Harness;
const MARIE_DUPLICATE = 'Marie Curie_0622334455';
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedMarieAtAuBureau(h.store);
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
  for (const id of ['wl1', 'wl2'])
    await h.store.set(`waitlist/${id}`, {
      id,
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      date: '2026-11-24',
      time: '20:00',
      partySize: 2,
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      phone: '+33611223344',
      status: 'WAITING',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
  // An address r1 blocked (the unblock row).
  await h.store.set('blockedGuests/r1_blocked', {
    id: 'r1_blocked',
    restaurantId: 'r1',
    emailHint: 'j•••@mailinator.com',
    blockedAt: '2026-11-22T09:00:00.000Z',
    blockedBy: 'u-admin',
  });
  // Marie's duplicate, known by name and another phone at r1 (the merge rows).
  await seedCustomer(h.store, { id: MARIE_DUPLICATE, phone: '0622334455', restaurantIds: ['r1'] });
  await pairTestTablet(h.store, 'r1');
  await pairTestTablet(h.store, 'r1', 'dev-spare');
  // An API key of r1 to revoke, and a till ticket waiting for staff with its one candidate (issue 52).
  // A webhook subscription of r1 and one of its deliveries (issue 52).
  await h.store.set('webhookSubscriptions/wh-spare', {
    id: 'wh-spare',
    restaurantId: 'r1',
    url: 'https://crm.example.fr/hooks',
    events: ['reservation.created'],
    secret: 'whsec_spare',
    createdAt: '2026-11-22T09:00:00.000Z',
    createdByUid: 'u-admin',
    createdByName: 'Admin',
  });
  await h.store.set('webhookDeliveries/wd-spare', {
    id: 'wd-spare',
    restaurantId: 'r1',
    subscriptionId: 'wh-spare',
    eventId: 'evt_spare',
    eventType: 'reservation.created',
    body: '{}',
    status: 'failed',
    attempts: 7,
    createdAt: '2026-11-22T09:00:00.000Z',
    nextAttemptAt: '2026-11-22T09:00:00.000Z',
  });
  await h.store.set('apiKeys/k-spare', {
    id: 'k-spare',
    restaurantId: 'r1',
    name: 'CRM',
    scopes: [],
    digest: '',
  });
  await seedReservation(h.store, { id: 'till1', status: 'COMPLETED' });
  await h.store.set('tillTickets/r1_t1', {
    id: 'r1_t1',
    restaurantId: 'r1',
    ticketId: 'T-1',
    amount: 40,
    tables: ['4'],
    closedAt: null,
    format: 'api',
    receivedAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    state: 'waiting',
    outcome: 'unmatched',
    reservationId: null,
    candidates: ['till1'],
  });
  // An account started on r1's tablet, waiting for its code (123456).
  const issued = issueLoginCode({ now: h.now(), code: '123456' });
  if (!issued.ok) throw new Error('code not issued');
  await h.store.set('customerSecrets/lea@example.fr', {
    id: 'lea@example.fr',
    email: 'lea@example.fr',
    ...loginCodeFields(issued.record),
    pendingRegistration: {
      firstName: 'Léa',
      lastName: 'Roux',
      phone: '0699887766',
      birthDate: '',
      postalCode: '',
      marketingConsent: false,
      tablet: { restaurantId: 'r1', deviceId: 'dev-r1' },
      requestedAt: h.now().toISOString(),
    },
  });
  // Marie asked to delete her account 6 minutes ago (a new code may be asked): the code mailed was 654321.
  const deletion = issueLoginCode({ now: new Date(h.now().getTime() - 6 * 60_000), code: '654321' });
  if (!deletion.ok) throw new Error('code not issued');
  // And a sign-in code, 111222, mailed just now (« Changer mon mot de passe » takes it).
  const login = issueLoginCode({ now: h.now(), code: '111222' });
  if (!login.ok) throw new Error('code not issued');
  await h.store.set('customerSecrets/marie@example.fr', {
    id: 'marie@example.fr',
    email: 'marie@example.fr',
    ...loginCodeFields(deletion.record, 'deletionCode'),
    ...loginCodeFields(login.record),
  });
  // A request to refuse, and a request refused just now (the harness clock), whose refusal may be undone.
  await seedReservation(h.store, { id: 'req1', status: 'PENDING', customerEmail: 'marie@example.fr' });
  await seedReservation(h.store, {
    id: 'ref1',
    status: 'CANCELLED',
    customerEmail: 'marie@example.fr',
    refusal: {
      reason: 'full',
      text: 'Le restaurant est complet pour ce créneau.',
      at: h.now().toISOString(),
      by: 'u1',
    },
  });
  // r1 sells discount vouchers for 50 points: Marie's 60 buy one.
  await h.store.set('settings/loyalty_config_r1', {
    discount: { enabled: true, pointsPerVoucher: 50, voucherValue: 5 },
  });
  // r1's plan (the timeline's moves ask it), and a table the engine proposed that staff may keep.
  await h.store.set('floorPlans/r1', {
    restaurantId: 'r1',
    rooms: [
      {
        id: 'salle',
        name: 'Salle',
        elements: ['1', '2', '3', '4'].map((n, i) => floorTable(`t${n}`, n, 4, i * 100)),
      },
    ],
    tableGroups: [],
  });
  await seedReservation(h.store, {
    id: 'prop1',
    time: '12:00',
    tableId: '3',
    tableProposal: { tables: '3', at: h.now().toISOString() },
  });
  // A booking completed, whose bill may be entered.
  await seedReservation(h.store, { id: 'done1', status: 'COMPLETED', customerEmail: 'marie@example.fr' });
  // A request confirmed just now, whose confirmation may be undone.
  await seedReservation(h.store, {
    id: 'conf1',
    status: 'CONFIRMED',
    customerEmail: 'marie@example.fr',
    confirmation: { at: h.now().toISOString(), by: 'u1' },
  });
  await h.store.set('reviews/rev1', {
    id: 'rev1',
    restaurantId: 'r1',
    customerName: 'Marie Curie',
    customerEmail: 'marie@example.fr',
    rating: 4,
    comment: 'Très bon dîner',
    createdAt: '2026-11-21T22:00:00.000Z',
  });
  await h.store.set('rewards/v1', {
    id: 'v1',
    barcode: 'REWARD:312345601',
    status: 'active',
    restaurantId: 'r1',
    customerEmail: 'marie@example.fr',
    value: 1,
  });
  // A voucher applied just now (the harness clock), whose use may be undone.
  await h.store.set('rewards/v2', {
    id: 'v2',
    barcode: 'REWARD:312345602',
    status: 'used',
    usedAt: h.now().toISOString(),
    restaurantId: 'r1',
    customerEmail: 'marie@example.fr',
    value: 2,
  });
  h.auth.users.set('u-paul', {
    uid: 'u-paul',
    email: 'paul@resto.fr',
    password: 'secret12',
    claims: { role: 'admin', restaurantIds: ['r1'] },
  });
  await h.store.set('users/u-paul', {
    id: 'u-paul',
    name: 'Paul',
    email: 'paul@resto.fr',
    role: 'admin',
    restaurantIds: ['r1'],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await h.store.set('userInvitations/inv1', {
    id: 'inv1',
    token: 'hash',
    name: 'Léa',
    email: 'lea@resto.fr',
    role: 'admin',
    restaurantIds: ['r1'],
    createdAt: '2026-11-21T10:00:00.000Z',
    expiresAt: '2026-11-28T10:00:00.000Z',
    used: false,
  });
});

const UNAUTHENTICATED = {
  code: 'unauthenticated',
  message: 'Vous devez être connecté pour effectuer cette action',
};
const DENIED = {
  code: 'permission-denied',
  message: "Accès refusé : vous n'avez pas les permissions nécessaires",
};
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');
const MARIE = client('marie@example.fr');

/** Who each group refuses; the first accepted caller is tried last. */
const STAFF_OF_R1 = { refused: [null, MARIE, admin('r2'), adminFull('r2')], accepted: admin('r1') };
const ESTABLISHMENT = { refused: [null, MARIE, admin('r1'), adminFull('r2')], accepted: adminFull('r1') };
const MASTER_ONLY = { refused: [null, MARIE, admin('r1'), adminFull('r1')], accepted: MASTER };
const CUSTOMER = { refused: [null, admin('r1'), adminFull('r1'), MASTER], accepted: MARIE };
const KIOSK = { refused: [null, MARIE, admin('r1'), MASTER], accepted: tablet('r1') };
const TABLET_MANAGERS = { refused: [null, MARIE, tablet('r1'), admin('r1')], accepted: adminFull('r1') };

type Row = [
  string,
  CallableFunction<unknown, Promise<unknown>>,
  unknown,
  { refused: TestCaller[]; accepted: TestCaller },
];

const rows: Row[] = [
  [
    'staffCreateReservation',
    staffCreateReservation,
    {
      restaurantId: 'r1',
      customerFirstName: 'Léa',
      customerLastName: 'Martin',
      customerPhone: '0611223344',
      date: '2026-11-24',
      time: '12:30',
      partySize: 2,
    },
    STAFF_OF_R1,
  ],
  ['updateReservation', updateReservation, { reservationId: 'res1', changes: { partySize: 3 } }, STAFF_OF_R1],
  ['setReservationStatus', setReservationStatus, { reservationId: 'res1', status: 'CANCELLED' }, STAFF_OF_R1],
  ['setReservationBill', setReservationBill, { reservationId: 'done1', amountSpent: 86.5 }, STAFF_OF_R1],
  [
    'decideReservationBill',
    decideReservationBill,
    { reservationId: 'done1', decision: 'approve', amount: 500 },
    ESTABLISHMENT,
  ],
  ['refuseReservation', refuseReservation, { reservationId: 'req1', reason: 'full' }, STAFF_OF_R1],
  ['undoRefusal', undoRefusal, { reservationId: 'ref1' }, STAFF_OF_R1],
  ['blockGuestEmail', blockGuestEmail, { restaurantId: 'r1', reservationId: 'req1' }, STAFF_OF_R1],
  [
    'blockGuestEmail (waitlist)',
    blockGuestEmail,
    { restaurantId: 'r1', waitlistEntryId: 'wl1' },
    STAFF_OF_R1,
  ],
  ['unblockGuestEmail', unblockGuestEmail, { restaurantId: 'r1', blockId: 'r1_blocked' }, STAFF_OF_R1],
  ['undoConfirmation', undoConfirmation, { reservationId: 'conf1' }, STAFF_OF_R1],
  ['assignTables (forced)', assignTables, { reservationId: 'res1', tables: ['4'], force: true }, STAFF_OF_R1],
  ['assignTables', assignTables, { reservationId: 'res1', tables: ['4'] }, STAFF_OF_R1],
  ['moveReservationTable', moveReservationTable, { reservationId: 'res1', table: '4' }, STAFF_OF_R1],
  ['moveReservation', moveReservation, { reservationId: 'res1', tables: ['2'], time: '20:00' }, STAFF_OF_R1],
  ['keepTableProposal', keepTableProposal, { reservationId: 'prop1' }, STAFF_OF_R1],
  ['seatWalkIn', seatWalkIn, { restaurantId: 'r1', tables: ['1'], partySize: 2 }, STAFF_OF_R1],
  [
    'setClosedSlots',
    setClosedSlots,
    { restaurantId: 'r1', date: '2026-11-24', lunch: ['12:00'], dinner: [] },
    STAFF_OF_R1,
  ],
  [
    'saveFloorPlan',
    saveFloorPlan,
    { restaurantId: 'r1', rooms: [{ id: 'room1', name: 'Salle 1', elements: [] }] },
    STAFF_OF_R1,
  ],
  [
    'updateCustomer',
    updateCustomer,
    {
      customerId: 'marie@example.fr',
      restaurantId: 'r1',
      email: 'marie@example.fr',
      name: 'Marie C',
      phone: '06',
    },
    STAFF_OF_R1,
  ],
  [
    'updateGuestFile',
    updateGuestFile,
    { restaurantId: 'r1', customerId: 'marie@example.fr', allergies: 'Arachides', tags: ['VIP'] },
    STAFF_OF_R1,
  ],
  [
    'exportCustomerData',
    exportCustomerData,
    { customerId: 'marie@example.fr', restaurantId: 'r1' },
    ESTABLISHMENT,
  ],
  ['deleteCustomer', deleteCustomer, { customerId: 'marie@example.fr' }, STAFF_OF_R1],
  ['deleteUserAccount', deleteUserAccount, { email: 'marie@example.fr' }, STAFF_OF_R1],
  [
    'previewCustomerMerge',
    previewCustomerMerge,
    { restaurantId: 'r1', keptId: 'marie@example.fr', duplicateId: MARIE_DUPLICATE },
    STAFF_OF_R1,
  ],
  [
    'mergeCustomers',
    mergeCustomers,
    { restaurantId: 'r1', keptId: 'marie@example.fr', duplicateId: MARIE_DUPLICATE },
    STAFF_OF_R1,
  ],
  ['validateReward', validateReward, { code: 'REWARD:312345601' }, STAFF_OF_R1],
  ['undoRewardValidation', undoRewardValidation, { rewardId: 'v2', restaurantId: 'r1' }, STAFF_OF_R1],
  ['lookupScanCode', lookupScanCode, { code: 'REWARD:312345601', restaurantId: 'r1' }, STAFF_OF_R1],
  ['listReviews', listReviews, { restaurantId: 'r1' }, STAFF_OF_R1],
  [
    'respondToReview',
    respondToReview,
    { restaurantId: 'r1', reviewId: 'rev1', response: 'Merci pour votre visite' },
    STAFF_OF_R1,
  ],
  [
    'saveRestaurantSettings',
    saveRestaurantSettings,
    { restaurantId: 'r1', profile: { phone: '01' } },
    ESTABLISHMENT,
  ],
  [
    'saveAutoConfirmRule',
    saveAutoConfirmRule,
    { restaurantId: 'r1', rule: { enabled: true, maxPartySize: 4, maxSlotFillPercent: 80 } },
    ESTABLISHMENT,
  ],
  [
    'saveSmsSettings',
    saveSmsSettings,
    { restaurantId: 'r1', settings: { confirmation: true, reminder: true, senderName: 'ChezTest' } },
    ESTABLISHMENT,
  ],
  ['readSmsUsage', readSmsUsage, { restaurantId: 'r1', month: '2026-11' }, ESTABLISHMENT],
  [
    'uploadRestaurantImage',
    uploadRestaurantImage,
    { restaurantId: 'r1', kind: 'logo', fileName: 'logo.png', dataBase64: png },
    ESTABLISHMENT,
  ],
  [
    'saveLoyaltyConfig',
    saveLoyaltyConfig,
    { restaurantId: 'r1', config: { pointsPerReview: 3 } },
    ESTABLISHMENT,
  ],
  [
    'sendCampaign',
    sendCampaign,
    { subject: 'Promo', content: 'Bonjour [Prénom]', targetRestaurant: 'r1' },
    ESTABLISHMENT,
  ],
  [
    'sendCampaignTest',
    sendCampaignTest,
    { subject: 'Promo', content: 'Bonjour [Prénom]', targetRestaurant: 'r1' },
    ESTABLISHMENT,
  ],
  [
    'previewCampaignAudience',
    previewCampaignAudience,
    { targetRestaurant: 'r1', targetSegment: 'vip' },
    ESTABLISHMENT,
  ],
  ['createRestaurant', createRestaurant, { name: 'Chez Léon' }, MASTER_ONLY],
  ['deleteRestaurant', deleteRestaurant, { restaurantId: 'r2' }, MASTER_ONLY],
  [
    'inviteUser',
    inviteUser,
    { name: 'Nina', email: 'nina@resto.fr', role: 'admin', restaurantIds: ['r1'] },
    MASTER_ONLY,
  ],
  ['resendInvitation', resendInvitation, { invitationId: 'inv1' }, MASTER_ONLY],
  ['listInvitations', listInvitations, {}, MASTER_ONLY],
  ['deleteInvitation', deleteInvitation, { invitationId: 'inv1' }, MASTER_ONLY],
  [
    'updateUser',
    updateUser,
    { userId: 'u-paul', name: 'Paul', email: 'paul@resto.fr', role: 'admin_full', restaurantIds: ['r1'] },
    MASTER_ONLY,
  ],
  ['deleteUser', deleteUser, { userId: 'u-paul' }, MASTER_ONLY],
  ['cancelMyReservation', cancelMyReservation, { reservationId: 'res1' }, CUSTOMER],
  [
    'changeMyReservation',
    changeMyReservation,
    { reservationId: 'res1', date: '2026-11-26', time: '19:30', partySize: 2 },
    CUSTOMER,
  ],
  [
    'updateMyProfile',
    updateMyProfile,
    { email: 'marie@example.fr', name: 'Marie Curie', phone: '0611223344' },
    CUSTOMER,
  ],
  ['createMyPassword', createMyPassword, { password: 'secret12', confirmPassword: 'secret12' }, CUSTOMER],
  [
    'changeMyPassword',
    changeMyPassword,
    { code: '111222', password: 'secret34', confirmPassword: 'secret34' },
    CUSTOMER,
  ],
  ['claimGift', claimGift, { restaurantId: 'r1', giftNumber: 1 }, CUSTOMER],
  [
    'convertPointsToDiscount',
    convertPointsToDiscount,
    { restaurantId: 'r1', requestId: '6f1d3c1e-8a52-4d57-9f0e-0c2b8b7d1a11' },
    CUSTOMER,
  ],
  ['getMyLoyaltyCard', getMyLoyaltyCard, {}, CUSTOMER],
  ['getMyReservation', getMyReservation, { reservationId: 'res1' }, CUSTOMER],
  ['getMyPrivacy', getMyPrivacy, {}, CUSTOMER],
  ['getMyPassport', getMyPassport, {}, CUSTOMER],
  ['actOnMyPassport', actOnMyPassport, { action: 'stopContact', restaurantId: 'r1' }, CUSTOMER],
  ['updateMyConsents', updateMyConsents, { channel: 'email', restaurantIds: ['r1'] }, CUSTOMER],
  ['exportMyData', exportMyData, {}, CUSTOMER],
  ['requestAccountDeletion', requestAccountDeletion, {}, CUSTOMER],
  ['confirmAccountDeletion', confirmAccountDeletion, { code: '654321' }, CUSTOMER],
  ['tabletSession', tabletSession, {}, KIOSK],
  ['tabletLookupCustomer', tabletLookupCustomer, { phone: '0611223344' }, KIOSK],
  ['tabletFindArrival', tabletFindArrival, { name: 'Dupont', phoneEnd: '3344' }, KIOSK],
  ['tabletMealFeedback', tabletMealFeedback, { name: 'Dupont', phoneEnd: '3344', rating: 4 }, KIOSK],
  ['tabletCheckIn', tabletCheckIn, { name: 'Dupont', phoneEnd: '3344', requestId: 'roles-arrive-1' }, KIOSK],
  [
    'tabletDeclareVisit',
    tabletDeclareVisit,
    { email: 'marie@example.fr', requestId: 'roles-visit-1' },
    KIOSK,
  ],
  [
    'tabletCreateAccount',
    tabletCreateAccount,
    {
      firstName: 'Jean',
      lastName: 'Dupont',
      email: 'jean@example.fr',
      phone: '0612345678',
      acceptTerms: true,
    },
    KIOSK,
  ],
  [
    'tabletConfirmAccount',
    tabletConfirmAccount,
    { email: 'lea@example.fr', code: '123456', requestId: 'roles-confirm-1' },
    KIOSK,
  ],
  ['pairTablet', pairTablet, { restaurantId: 'r1', deviceName: 'Bar' }, TABLET_MANAGERS],
  ['listTablets', listTablets, { restaurantId: 'r1' }, TABLET_MANAGERS],
  ['revokeTablet', revokeTablet, { restaurantId: 'r1', deviceId: 'dev-spare' }, TABLET_MANAGERS],
  [
    'createApiKey',
    createApiKey,
    { restaurantId: 'r1', name: 'Site', scopes: ['reservations:read'] },
    TABLET_MANAGERS,
  ],
  ['listApiKeys', listApiKeys, { restaurantId: 'r1' }, TABLET_MANAGERS],
  ['revokeApiKey', revokeApiKey, { restaurantId: 'r1', keyId: 'k-spare' }, TABLET_MANAGERS],
  ['listApiCalls', listApiCalls, { restaurantId: 'r1' }, TABLET_MANAGERS],
  [
    'createWebhook',
    createWebhook,
    { restaurantId: 'r1', url: 'http://127.0.0.1:9/hooks', events: ['review.created'] },
    TABLET_MANAGERS,
  ],
  ['listWebhooks', listWebhooks, { restaurantId: 'r1' }, TABLET_MANAGERS],
  [
    'rotateWebhookSecret',
    rotateWebhookSecret,
    { restaurantId: 'r1', subscriptionId: 'wh-spare' },
    TABLET_MANAGERS,
  ],
  ['deleteWebhook', deleteWebhook, { restaurantId: 'r1', subscriptionId: 'wh-spare' }, TABLET_MANAGERS],
  [
    'listWebhookDeliveries',
    listWebhookDeliveries,
    { restaurantId: 'r1', subscriptionId: 'wh-spare' },
    TABLET_MANAGERS,
  ],
  ['redeliverWebhook', redeliverWebhook, { restaurantId: 'r1', deliveryId: 'wd-spare' }, TABLET_MANAGERS],
  ['listTillTickets', listTillTickets, { restaurantId: 'r1' }, STAFF_OF_R1],
  [
    'resolveTillTicket',
    resolveTillTicket,
    { restaurantId: 'r1', ticketId: 'r1_t1', reservationId: 'till1' },
    STAFF_OF_R1,
  ],
  ['listWaitlist', listWaitlist, { restaurantId: 'r1', date: '2026-11-24' }, STAFF_OF_R1],
  ['explainAvailability', explainAvailability, { restaurantId: 'r1', date: '2026-11-24' }, STAFF_OF_R1],
  ['recordStaffSignIn', recordStaffSignIn, { restaurantId: 'r1' }, STAFF_OF_R1],
  ['bookFromWaitlist', bookFromWaitlist, { restaurantId: 'r1', entryId: 'wl1' }, STAFF_OF_R1],
  ['removeWaitlistEntry', removeWaitlistEntry, { restaurantId: 'r1', entryId: 'wl2' }, STAFF_OF_R1],
];

describe('who may call what', () => {
  it('has a row for every exported callable that is not public', () => {
    const covered = new Set(rows.map(([name]) => name));
    expect(
      EXPORTED_CALLABLES.filter((name) => !PUBLIC_CALLABLES.includes(name) && !covered.has(name)),
    ).toEqual([]);
    expect(PUBLIC_CALLABLES.filter((name) => !EXPORTED_CALLABLES.includes(name))).toEqual([]);
  });

  it.each(rows)(
    '%s refuses the callers it must, changes nothing, and accepts its own',
    async (_name, fn, input, { refused, accepted }) => {
      const before = await writeSnapshot(h);
      for (const caller of refused) {
        const expected = caller === null ? UNAUTHENTICATED : DENIED;
        expect(await failureOf(call(fn, input, caller)), JSON.stringify(caller)).toEqual(expected);
      }
      expect(await writeSnapshot(h)).toEqual(before);
      await expect(call(fn, input, accepted)).resolves.toBeDefined();
    },
  );
});
