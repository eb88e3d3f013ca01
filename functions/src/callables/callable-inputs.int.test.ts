import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCAN_CODE_FORMAT_HINT } from '@app/domain';
import {
  MASTER,
  admin,
  adminFull,
  tablet,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
  type TestCaller,
} from './testing/callable-harness';
import { seedMarieAtAuBureau } from './testing/fixtures';
import { EXPORTED_CALLABLES, exportedCallable as fn } from './testing/exported-callables';
import { writeSnapshot } from './testing/write-snapshot';
import { textFieldsOf, tooLongMessage } from './testing/text-fields';
import type { DefinedCallable } from '../lib/define-callable';

/**
 * Bad input, for every exported callable (ARCHITECTURE §2: "bad input gets the spec's French message and
 * changes nothing"): each row is called by a caller the callable accepts, with one field the spec calls
 * invalid, and must answer that field's French message — never 'internal', never a partial write (documents,
 * files, Auth accounts and mails are compared around the call). Malformed payloads (not an object, wrong
 * types) are tried on every callable as well. A callable added to src/index.ts without a row fails the guard.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedMarieAtAuBureau(h.store);
});

const MARIE = client('marie@example.fr');
const STAFF = admin('r1');
const KIOSK = tablet('r1');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');

/** [callable, caller, bad input, French message]. */
type Row = [string, TestCaller, unknown, string];

const booking = {
  restaurantId: 'r1',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
  firstName: 'Ana',
  lastName: 'Dupont',
  email: 'ana@example.fr',
  phone: '0601020304',
  terrace: false,
  specialRequests: '',
  requestId: '7b0e3c1a-1111-4111-8111-111111111111',
};
const waitlistJoin = {
  restaurantId: 'r1',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
  firstName: 'Ana',
  lastName: 'Dupont',
  email: 'ana@example.fr',
  phone: '0601020304',
  requestId: '7b0e3c1a-1111-4111-8111-111111111112',
};
const staffBooking = {
  restaurantId: 'r1',
  customerFirstName: 'Léa',
  customerLastName: 'Martin',
  customerPhone: '0611223344',
  date: '2026-11-24',
  time: '12:30',
  partySize: 2,
};
const registration = {
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'jean@example.fr',
  phone: '0612345678',
  password: 'secret12',
  confirmPassword: 'secret12',
  acceptTerms: true,
};
const tabletAccount = {
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'jean@example.fr',
  phone: '0612345678',
  acceptTerms: true,
};
const profile = { email: 'marie@example.fr', name: 'Marie Curie', phone: '0611223344' };
const user = { userId: 'u-paul', name: 'Paul', email: 'paul@resto.fr', role: 'admin', restaurantIds: ['r1'] };
const campaign = { subject: 'Promo', content: 'Bonjour [Prénom]', targetRestaurant: 'r1' };

const rows: Row[] = [
  ['listPublicRestaurants', null, 'texte', 'Données invalides'],
  ['getRestaurantBySlug', null, { slug: '' }, 'Restaurant non trouvé'],
  ['recordProductEvent', null, { event: 'purchase', slug: 'au-bureau' }, 'Données invalides'],
  ['recordProductEvent', null, { event: 'slot_chosen', slug: '' }, 'Restaurant non trouvé'],
  ['getAvailability', null, { restaurantId: '', date: '2026-11-24' }, 'Erreur : Restaurant non chargé'],
  ['getAvailability', null, { restaurantId: 'r1', date: '24/11/2026' }, 'Données invalides'],
  [
    'getAvailability',
    null,
    { restaurantId: 'r1', date: '2026-11-24', partySize: 51 },
    'Nombre maximum de convives dépassé',
  ],
  ['createOnlineReservation', null, { ...booking, email: 'ana@' }, "Format d'email invalide"],
  ['createOnlineReservation', null, { ...booking, phone: '' }, 'Le téléphone est obligatoire'],
  ['createOnlineReservation', null, { ...booking, partySize: 0 }, 'Nombre maximum de convives dépassé'],
  [
    'staffCreateReservation',
    STAFF,
    { ...staffBooking, customerLastName: '' },
    '❌ Le nom du client est obligatoire',
  ],
  [
    'staffCreateReservation',
    STAFF,
    { ...staffBooking, specialRequests: 'x'.repeat(1001) },
    'Ce champ ne peut pas dépasser 1000 caractères',
  ],
  [
    'staffCreateReservation',
    STAFF,
    { ...staffBooking, customerPhone: '', customerEmail: '' },
    '❌ Veuillez fournir au moins un téléphone ou un email',
  ],
  [
    'staffCreateReservation',
    STAFF,
    { ...staffBooking, time: '' },
    "❌ L'heure de réservation est obligatoire",
  ],
  [
    'staffCreateReservation',
    STAFF,
    { ...staffBooking, date: '' },
    '❌ La date de réservation est obligatoire',
  ],
  ['staffCreateReservation', STAFF, { ...staffBooking, restaurantId: '' }, '❌ Aucun restaurant sélectionné'],
  [
    'updateReservation',
    STAFF,
    { reservationId: 'res1', changes: { customerEmail: 'marie@' } },
    "Format d'email invalide",
  ],
  [
    'updateReservation',
    STAFF,
    { reservationId: 'res1', changes: { partySize: 201 } },
    'Le nombre de personnes doit être compris entre 1 et 200',
  ],
  ['setReservationStatus', STAFF, { reservationId: 'res1', status: 'FINIE' }, 'Données invalides'],
  ['setReservationStatus', STAFF, { reservationId: '', status: 'SEATED' }, 'Réservation non trouvée'],
  [
    'setReservationStatus',
    STAFF,
    { reservationId: 'res1', status: 'COMPLETED', amountSpent: 100_001 },
    'Le montant de l’addition doit être compris entre 0 et 100 000 €',
  ],
  [
    'setReservationBill',
    STAFF,
    { reservationId: 'res1', amountSpent: 100_001 },
    'Le montant de l’addition doit être compris entre 0 et 100 000 €',
  ],
  [
    'setReservationBill',
    STAFF,
    { reservationId: 'res1', amountSpent: 86.555 },
    'Le montant ne peut avoir que deux chiffres après la virgule',
  ],
  ['setReservationBill', STAFF, { reservationId: '', amountSpent: 10 }, 'Réservation non trouvée'],
  [
    'decideReservationBill',
    adminFull('r1'),
    { reservationId: 'res1', decision: 'accept', amount: 10 },
    'Données invalides',
  ],
  [
    'decideReservationBill',
    adminFull('r1'),
    { reservationId: 'res1', decision: 'approve', amount: 100_001 },
    'Le montant de l’addition doit être compris entre 0 et 100 000 €',
  ],
  [
    'decideReservationBill',
    adminFull('r1'),
    { reservationId: '', decision: 'refuse', amount: 10 },
    'Réservation non trouvée',
  ],
  [
    'refuseReservation',
    STAFF,
    { reservationId: 'res1', reason: 'busy' },
    'Veuillez choisir un motif de refus.',
  ],
  [
    'refuseReservation',
    STAFF,
    { reservationId: 'res1', reason: 'other' },
    'Veuillez préciser le motif du refus.',
  ],
  [
    'refuseReservation',
    STAFF,
    { reservationId: 'res1', reason: 'other', otherText: 'x'.repeat(301) },
    'Le motif du refus ne peut pas dépasser 300 caractères.',
  ],
  ['undoRefusal', STAFF, { reservationId: '' }, 'Réservation non trouvée'],
  ['blockGuestEmail', STAFF, { restaurantId: 'r1' }, 'Données invalides'],
  [
    'blockGuestEmail',
    STAFF,
    { restaurantId: 'r1', reservationId: 'res1', waitlistEntryId: 'wl1' },
    'Données invalides',
  ],
  ['unblockGuestEmail', STAFF, { restaurantId: 'r1', blockId: '' }, 'Données invalides'],
  ['undoConfirmation', STAFF, { reservationId: '' }, 'Réservation non trouvée'],
  ['assignTables', STAFF, { reservationId: 'res1', tables: ['3'], force: 'oui' }, 'Données invalides'],
  ['cancelMyReservation', MARIE, { reservationId: '' }, 'ID de réservation manquant'],
  [
    'changeMyReservation',
    MARIE,
    { reservationId: 'res1', date: '2026-11-26', time: '19:30', partySize: 51 },
    'Nombre maximum de convives dépassé',
  ],
  ['assignTables', STAFF, { reservationId: 'res1', tables: [] }, 'Veuillez sélectionner au moins une table'],
  [
    'moveReservationTable',
    STAFF,
    { reservationId: 'res1', table: '' },
    'Veuillez sélectionner au moins une table',
  ],
  [
    'setClosedSlots',
    STAFF,
    { restaurantId: 'r1', date: '2026-11-24', lunch: ['25:00'], dinner: [] },
    'Heure invalide',
  ],
  ['moveReservation', STAFF, { reservationId: 'res1', tables: [], time: '20:00' }, 'Choisissez une table'],
  [
    'moveReservation',
    STAFF,
    { reservationId: 'res1', tables: ['1'], time: '20:00', minutes: 10 },
    'La durée doit être comprise entre 30 min et 6 h',
  ],
  ['keepTableProposal', STAFF, { reservationId: '' }, 'Réservation non trouvée'],
  [
    'seatWalkIn',
    STAFF,
    { restaurantId: 'r1', tables: ['1'], partySize: 0 },
    'Le nombre de personnes doit être compris entre 1 et 200',
  ],
  ['customerRequestCode', null, { email: '' }, 'Veuillez saisir votre email'],
  ['customerRequestCode', null, { email: 'marie@' }, "Format d'email invalide"],
  // A venue is named by reference (id or slug), never by a name the mail would show.
  ['customerRequestCode', null, { email: 'marie@example.fr', venue: 'Au Bureau' }, 'Données invalides'],
  ['customerRegister', null, { ...registration, venue: '../restaurants/r1' }, 'Données invalides'],
  ['customerVerifyCode', null, { email: 'marie@example.fr', code: '12a456' }, 'Code incorrect'],
  [
    'customerLoginPassword',
    null,
    { email: 'marie@example.fr', password: '' },
    'Veuillez saisir votre mot de passe',
  ],
  [
    'customerRegister',
    null,
    { ...registration, acceptTerms: false },
    "Vous devez accepter les conditions d'utilisation pour créer un compte",
  ],
  ['customerRegister', null, { ...registration, phone: '' }, 'Veuillez remplir tous les champs obligatoires'],
  [
    'customerRegister',
    null,
    { ...registration, confirmPassword: 'secret13' },
    'Les mots de passe ne correspondent pas',
  ],
  ['updateMyProfile', MARIE, { ...profile, phone: '' }, 'Le téléphone est obligatoire'],
  ['updateMyProfile', MARIE, { ...profile, email: 'marie' }, "Format d'email invalide"],
  [
    'createMyPassword',
    MARIE,
    { password: '12345', confirmPassword: '12345' },
    'Le mot de passe doit contenir au moins 6 caractères',
  ],
  ['createMyPassword', MARIE, { password: '', confirmPassword: '' }, 'Veuillez remplir tous les champs'],
  [
    'customerResetPassword',
    null,
    { email: 'marie@example.fr', code: '12345', password: 'secret34', confirmPassword: 'secret34' },
    'Code incorrect',
  ],
  [
    'customerResetPassword',
    null,
    { email: 'marie@example.fr', code: '123456', password: 'secret34', confirmPassword: 'secret35' },
    'Les mots de passe ne correspondent pas',
  ],
  [
    'customerResetPassword',
    null,
    { email: 'marie@example.fr', code: '123456', password: 'x'.repeat(129), confirmPassword: 'x' },
    'Ce champ ne peut pas dépasser 128 caractères',
  ],
  [
    'changeMyPassword',
    MARIE,
    { password: 'secret34', confirmPassword: 'secret34' },
    'Saisissez votre mot de passe actuel ou le code reçu par e-mail',
  ],
  [
    'changeMyPassword',
    MARIE,
    { currentPassword: 'secret12', password: '12345', confirmPassword: '12345' },
    'Le mot de passe doit contenir au moins 6 caractères',
  ],
  [
    'changeMyPassword',
    MARIE,
    { code: '12a456', password: 'secret34', confirmPassword: 'secret34' },
    'Code incorrect',
  ],
  ['getMyLoyaltyCard', MARIE, { code: 'LOYALTY:21234567' }, 'Données invalides'],
  ['getMyReservation', MARIE, { reservationId: '' }, 'ID de réservation manquant'],
  ['getMyReservation', MARIE, { reservationId: 'x'.repeat(129) }, 'ID de réservation manquant'],
  [
    'updateCustomer',
    STAFF,
    { customerId: 'marie@example.fr', ...profile, name: ' ' },
    'Le nom est obligatoire',
  ],
  [
    'updateGuestFile',
    STAFF,
    { restaurantId: 'r1', customerId: 'marie@example.fr', tags: ['VIP', 'x'.repeat(31)] },
    'Ce champ ne peut pas dépasser 30 caractères',
  ],
  ['updateGuestFile', STAFF, { restaurantId: 'r1', customerId: '' }, 'Client non trouvé'],
  ['deleteCustomer', STAFF, { customerId: '' }, 'Client non trouvé'],
  ['deleteUserAccount', STAFF, { email: 'marie' }, "Format d'email invalide"],
  [
    'previewCustomerMerge',
    STAFF,
    { restaurantId: 'r1', keptId: 'marie@example.fr', duplicateId: '' },
    'Client non trouvé',
  ],
  [
    'mergeCustomers',
    STAFF,
    { restaurantId: '', keptId: 'marie@example.fr', duplicateId: 'Marie Curie_0622334455' },
    'Restaurant non trouvé',
  ],
  [
    'mergeCustomers',
    STAFF,
    { restaurantId: 'r1', keptId: 'x'.repeat(129), duplicateId: 'marie@example.fr' },
    'Client non trouvé',
  ],
  [
    'inviteUser',
    MASTER,
    { name: '', email: 'nina@resto.fr', role: 'admin', restaurantIds: ['r1'] },
    "Le nom et l'email sont obligatoires",
  ],
  [
    'inviteUser',
    MASTER,
    { name: 'Nina', email: 'nina@resto.fr', role: 'admin', restaurantIds: [] },
    'Vous devez sélectionner au moins un restaurant',
  ],
  [
    'inviteUser',
    MASTER,
    { name: 'Nina', email: 'nina@resto.fr', role: 'chef', restaurantIds: ['r1'] },
    'Données invalides',
  ],
  ['resendInvitation', MASTER, { invitationId: '' }, 'Invitation invalide ou expirée'],
  ['listInvitations', MASTER, { status: 'pending' }, 'Données invalides'],
  ['deleteInvitation', MASTER, { invitationId: '' }, 'Invitation introuvable'],
  ['deleteInvitation', MASTER, { invitationId: 'x'.repeat(129) }, 'Invitation introuvable'],
  [
    'inviteUser',
    MASTER,
    { name: 'x'.repeat(101), email: 'nina@resto.fr', role: 'admin', restaurantIds: ['r1'] },
    'Ce champ ne peut pas dépasser 100 caractères',
  ],
  ['getInvitation', null, { token: '' }, "Lien d'invitation invalide"],
  [
    'acceptInvitation',
    null,
    { token: 'abc', password: 'secret123456', confirmPassword: 'secret123457' },
    'Les mots de passe ne correspondent pas',
  ],
  [
    'acceptInvitation',
    null,
    { token: 'abc', password: 'secret12345', confirmPassword: 'secret12345' },
    'Le mot de passe doit contenir au moins 12 caractères',
  ],
  ['updateUser', MASTER, { ...user, restaurantIds: [] }, 'Au moins un restaurant doit être sélectionné'],
  ['updateUser', MASTER, { ...user, email: '' }, "Le nom et l'email sont obligatoires"],
  ['deleteUser', MASTER, { userId: '' }, 'Données non trouvées'],
  [
    'saveAutoConfirmRule',
    MASTER,
    { restaurantId: 'r1', rule: { enabled: true, maxPartySize: 51, maxSlotFillPercent: 80 } },
    'La taille de groupe confirmée automatiquement est comprise entre 1 et 50 personnes',
  ],
  [
    'saveAutoConfirmRule',
    MASTER,
    { restaurantId: 'r1', rule: { enabled: true, maxPartySize: 4, maxSlotFillPercent: -1 } },
    'Le taux de remplissage est compris entre 0 et 100 %',
  ],
  [
    'saveSmsSettings',
    MASTER,
    { restaurantId: 'r1', settings: { senderName: 'Café Zinc' } },
    "Nom d'expéditeur SMS invalide : de 3 à 11 lettres ou chiffres, sans accent, avec au moins une lettre",
  ],
  [
    'saveSmsSettings',
    MASTER,
    { restaurantId: 'r1', settings: { maxSegments: 1 } },
    'Ce texte fait 2 SMS : 1 SMS au plus',
  ],
  ['readSmsUsage', MASTER, { restaurantId: 'r1', month: '2026-13' }, 'Date ou heure invalide'],
  ['readSmsUsage', MASTER, { restaurantId: 'r1', month: '2026-11', months: 13 }, 'Données invalides'],
  [
    'saveSmsSettings',
    MASTER,
    { restaurantId: 'r1', settings: { monthlyCap: -1 } },
    'Plafond mensuel : un nombre entier de 0 à 100 000 SMS',
  ],
  [
    'saveSmsSettings',
    MASTER,
    { restaurantId: 'r1', settings: { waitlistOfferText: '{restaurant} : une table pour vous' } },
    'L’offre de table doit garder {lien}',
  ],
  [
    'saveRestaurantSettings',
    MASTER,
    { restaurantId: 'r1', settings: { bookingCutoffHours: 73 } },
    'Le délai de réservation doit être compris entre 0 et 72 heures',
  ],
  [
    'saveRestaurantSettings',
    MASTER,
    { restaurantId: 'r1', settings: { maxOnlineReservation: 51 } },
    'Le nombre maximum de convives en ligne est compris entre 1 et 50',
  ],
  [
    'saveRestaurantSettings',
    MASTER,
    { restaurantId: 'r1', settings: { availabilityMode: 'seats' } },
    'Choisissez « Par couverts » ou « Par tables »',
  ],
  [
    'saveRestaurantSettings',
    MASTER,
    { restaurantId: 'r1', settings: { pacingCoversPer15Min: 501 } },
    "Le rythme est compris entre 1 et 500 couverts par quart d'heure",
  ],
  [
    'saveRestaurantSettings',
    MASTER,
    {
      restaurantId: 'r1',
      settings: {
        tableDurationBands: {
          lunch: Array.from({ length: 9 }, (_, i) => ({ fromPartySize: i + 1, minutes: 90 })),
          dinner: [{ fromPartySize: 1, minutes: 90 }],
        },
      },
    },
    'Entre 1 et 8 tranches de convives par service',
  ],
  [
    'saveFloorPlan',
    STAFF,
    {
      restaurantId: 'r1',
      rooms: [
        {
          id: 'a',
          name: 'Salle 1',
          elements: [
            { id: 't1', type: 'table', number: '1', capacity: 4, x: 0, y: 0, width: 80, height: 80 },
            { id: 't2', type: 'table', number: '2', capacity: 4, x: 100, y: 0, width: 80, height: 80 },
          ],
        },
      ],
      tableGroups: Array.from({ length: 101 }, (_, i) => ({
        id: `g${i}`,
        tableIds: ['t1', 't2'],
        capacity: 8,
      })),
    },
    'Au plus 100 associations de tables par plan',
  ],
  [
    'uploadRestaurantImage',
    MASTER,
    { restaurantId: 'r1', kind: 'logo', fileName: 'logo.gif', dataBase64: gif },
    'Format non supporté : utilisez une image JPG, PNG ou WebP',
  ],
  ['createRestaurant', MASTER, { name: '  ' }, 'Le nom est obligatoire'],
  ['deleteRestaurant', MASTER, { restaurantId: '' }, 'Restaurant non trouvé'],
  ['saveFloorPlan', STAFF, { restaurantId: '', rooms: [] }, '❌ Aucun restaurant sélectionné'],
  [
    'saveFloorPlan',
    STAFF,
    {
      restaurantId: 'r1',
      rooms: [
        {
          id: 'a',
          name: 'Salle 1',
          elements: [
            { id: 't1', type: 'table', number: '1', capacity: 4, x: 100, y: 100, width: 80, height: 80 },
            { id: 't2', type: 'table', number: '2', capacity: 4, x: 100, y: 100, width: 80, height: 80 },
          ],
        },
      ],
    },
    "Impossible : la table 2 chevauche la table 1 (Salle 1). Écartez-les d'abord.",
  ],
  ['saveLoyaltyConfig', MASTER, { restaurantId: '', config: {} }, '❌ Aucun restaurant sélectionné'],
  ['claimGift', MARIE, { restaurantId: 'r1', giftNumber: 0 }, 'Données invalides'],
  ['convertPointsToDiscount', MARIE, { restaurantId: 'r1', requestId: 'x'.repeat(37) }, 'Données invalides'],
  ['convertPointsToDiscount', MARIE, { restaurantId: '', requestId: '' }, 'Restaurant non trouvé'],
  ['validateReward', STAFF, { code: '' }, 'Veuillez saisir un code'],
  ['validateReward', STAFF, { code: 'REWARD:12' }, 'Code invalide'],
  ['validateReward', STAFF, { code: '335 478 29' }, 'Code invalide'],
  ['undoRewardValidation', STAFF, { rewardId: ' ', restaurantId: 'r1' }, 'Bon de remise non trouvé'],
  [
    'undoRewardValidation',
    STAFF,
    { rewardId: 'x'.repeat(200), restaurantId: 'r1' },
    'Bon de remise non trouvé',
  ],
  ['undoRewardValidation', STAFF, { rewardId: 'v1', restaurantId: '' }, 'Restaurant non trouvé'],
  ['lookupScanCode', STAFF, { code: ' ', restaurantId: 'r1' }, 'Veuillez saisir un code'],
  [
    'lookupScanCode',
    STAFF,
    { code: 'REWARD:12', restaurantId: 'r1' },
    `Code invalide : ${SCAN_CODE_FORMAT_HINT}`,
  ],
  ['lookupScanCode', STAFF, { code: 'x'.repeat(41), restaurantId: 'r1' }, 'Code invalide'],
  ['lookupScanCode', STAFF, { code: 'REWARD:312345601', restaurantId: '' }, 'Restaurant non trouvé'],
  ['tabletCheckCode', null, { code: 'AB' }, 'Veuillez entrer un code valide'],
  ['tabletLookupCustomer', KIOSK, { phone: '0611' }, 'Téléphone ou email requis'],
  ['tabletLookupCustomer', KIOSK, { phone: '0'.repeat(31) }, 'Ce champ ne peut pas dépasser 30 caractères'],
  ['tabletDeclareVisit', KIOSK, { email: 'm@x', requestId: 'req-000001' }, 'Téléphone ou email requis'],
  [
    'tabletFindArrival',
    KIOSK,
    { name: 'Dupont', phoneEnd: '12' },
    'Saisissez les 4 derniers chiffres de votre téléphone',
  ],
  ['tabletFindArrival', KIOSK, { name: ' ', phoneEnd: '1234' }, 'Saisissez votre nom'],
  ['tabletCheckIn', KIOSK, { name: 'Dupont', phoneEnd: '1234', requestId: 'a b' }, 'Données invalides'],
  ['tabletMealFeedback', KIOSK, { name: 'Dupont', phoneEnd: '1234', rating: 0 }, 'Données invalides'],
  ['tabletDeclareVisit', KIOSK, { email: 'marie@example.fr', requestId: 'a b' }, 'Données invalides'],
  ['tabletCreateAccount', KIOSK, { ...tabletAccount, acceptTerms: false }, 'Conditions générales requises'],
  ['tabletConfirmAccount', KIOSK, { email: 'a@b.fr', code: '12', requestId: 'req-000002' }, 'Code incorrect'],
  ['tabletSession', KIOSK, { restaurantId: 'r1' }, 'Données invalides'],
  ['listTablets', adminFull('r1'), { restaurantId: '' }, 'Données invalides'],
  [
    'createApiKey',
    adminFull('r1'),
    { restaurantId: 'r1', name: ' ', scopes: ['bills:write'] },
    'Donnez un nom à cette clé',
  ],
  [
    'createApiKey',
    adminFull('r1'),
    { restaurantId: 'r1', name: 'x'.repeat(61), scopes: ['bills:write'] },
    'Ce champ ne peut pas dépasser 60 caractères',
  ],
  [
    'createApiKey',
    adminFull('r1'),
    { restaurantId: 'r1', name: 'CRM', scopes: [] },
    'Choisissez au moins une autorisation',
  ],
  [
    'createApiKey',
    adminFull('r1'),
    { restaurantId: 'r1', name: 'CRM', scopes: ['admin:all'] },
    'Choisissez au moins une autorisation',
  ],
  ['listApiKeys', adminFull('r1'), { restaurantId: '' }, 'Données invalides'],
  ['listApiCalls', adminFull('r1'), { restaurantId: '' }, 'Données invalides'],
  ['revokeApiKey', adminFull('r1'), { restaurantId: 'r1', keyId: '' }, 'Clé d’API introuvable'],
  [
    'createWebhook',
    adminFull('r1'),
    { restaurantId: 'r1', url: 'https://crm.example.fr/hooks', events: [] },
    'Choisissez au moins un événement',
  ],
  [
    'createWebhook',
    adminFull('r1'),
    { restaurantId: 'r1', url: 'https://crm.example.fr/hooks', events: ['reservation.deleted'] },
    'Choisissez au moins un événement',
  ],
  [
    'createWebhook',
    adminFull('r1'),
    { restaurantId: 'r1', url: `https://crm.example.fr/${'x'.repeat(500)}`, events: ['review.created'] },
    'Adresse invalide : saisissez une URL complète, par exemple https://exemple.fr/webhooks',
  ],
  [
    'createWebhook',
    adminFull('r1'),
    { restaurantId: 'r1', url: 'http://crm.example.fr/hooks', events: ['review.created'] },
    'L’adresse doit commencer par https://',
  ],
  [
    'createWebhook',
    adminFull('r1'),
    { restaurantId: 'r1', url: 'https://169.254.169.254/latest', events: ['review.created'] },
    'Cette adresse n’est pas joignable depuis Internet (adresse privée ou locale)',
  ],
  ['listWebhooks', adminFull('r1'), { restaurantId: '' }, 'Données invalides'],
  ['rotateWebhookSecret', adminFull('r1'), { restaurantId: 'r1', subscriptionId: '' }, 'Webhook introuvable'],
  ['deleteWebhook', adminFull('r1'), { restaurantId: 'r1', subscriptionId: ' ' }, 'Webhook introuvable'],
  [
    'listWebhookDeliveries',
    adminFull('r1'),
    { restaurantId: 'r1', subscriptionId: '' },
    'Webhook introuvable',
  ],
  ['redeliverWebhook', adminFull('r1'), { restaurantId: 'r1', deliveryId: '' }, 'Envoi introuvable'],
  ['listTillTickets', STAFF, { restaurantId: '' }, 'Données invalides'],
  [
    'resolveTillTicket',
    STAFF,
    { restaurantId: 'r1', ticketId: '', reservationId: 'x' },
    'Ticket de caisse introuvable',
  ],
  ['revokeTablet', adminFull('r1'), { restaurantId: 'r1', deviceId: 'x'.repeat(129) }, 'Données invalides'],
  ['pairTablet', adminFull('r1'), { restaurantId: 'r1', deviceName: ' ' }, 'Donnez un nom à cette tablette'],
  [
    'pairTablet',
    adminFull('r1'),
    { restaurantId: 'r1', deviceName: 'x'.repeat(41) },
    'Ce champ ne peut pas dépasser 40 caractères',
  ],
  [
    'tabletCreateAccount',
    KIOSK,
    { ...tabletAccount, lastName: '' },
    'Veuillez remplir tous les champs obligatoires',
  ],
  ['getReviewContext', null, { restaurantId: 'r1', reservationId: '' }, 'Réservation non trouvée'],
  [
    'answerBookingLink',
    null,
    { reservationId: '', action: 'confirm', expires: 1_800_000_000, signature: 'abc' },
    "Ce lien n'est pas valide.",
  ],
  [
    'answerBookingLink',
    null,
    { reservationId: 'res1', action: 'venir', expires: 1_800_000_000, signature: 'abc' },
    "Ce lien n'est pas valide.",
  ],
  [
    'submitReview',
    null,
    { restaurantId: 'r1', reservationId: 'res1', rating: 0, comment: 'Très bon dîner' },
    'Veuillez sélectionner une note',
  ],
  [
    'submitReview',
    null,
    { restaurantId: 'r1', reservationId: 'res1', rating: 4, comment: ' bon ' },
    'Commentaire trop court (minimum 5 caractères)',
  ],
  [
    'listReviews',
    STAFF,
    { restaurantId: 'r1', search: 'x'.repeat(101) },
    'La recherche ne peut pas dépasser 100 caractères',
  ],
  ['listReviews', STAFF, { restaurantId: 'r1', tab: 'bogus' }, 'Données invalides'],
  [
    'respondToReview',
    STAFF,
    { restaurantId: 'r1', reviewId: 'rev1', response: ' ' },
    'La réponse ne peut pas être vide',
  ],
  [
    'respondToReview',
    STAFF,
    { restaurantId: 'r1', reviewId: 'rev1', response: 'x'.repeat(1001) },
    'La réponse ne peut pas dépasser 1000 caractères',
  ],
  ['sendCampaign', MASTER, { ...campaign, subject: '' }, 'Tous les champs obligatoires doivent être remplis'],
  [
    'sendCampaign',
    MASTER,
    { ...campaign, targetRestaurant: '' },
    'Tous les champs obligatoires doivent être remplis',
  ],
  ['sendCampaign', MASTER, { ...campaign, targetSegment: 'clients-fideles' }, 'Données invalides'],
  [
    'sendCampaignTest',
    MASTER,
    { ...campaign, content: '  ' },
    'Tous les champs obligatoires doivent être remplis',
  ],
  [
    'previewCampaignAudience',
    MASTER,
    { targetRestaurant: 'r1', targetSegment: 'level:vip' },
    'Données invalides',
  ],
  ['previewCampaignAudience', MASTER, { targetRestaurant: ' ' }, 'Restaurant non trouvé'],
  ['joinWaitlist', null, { ...waitlistJoin, email: 'ana@' }, "Format d'email invalide"],
  ['joinWaitlist', null, { ...waitlistJoin, phone: '12' }, 'Numéro de téléphone invalide'],
  ['joinWaitlist', null, { ...waitlistJoin, restaurantId: '' }, 'Erreur : Restaurant non chargé'],
  [
    'readBookingAnswerLink',
    null,
    { reservationId: 'res1', action: 'venir', expires: 1_800_000_000, signature: 'abc' },
    "Ce lien n'est pas valide.",
  ],
  ['readWaitlistOffer', null, { token: '' }, "Ce lien n'est pas valide."],
  [
    'readBookingChangeLink',
    null,
    { reservationId: 'res1', expires: 0, signature: 'abc' },
    "Ce lien n'est pas valide.",
  ],
  [
    'changeBookingByLink',
    null,
    {
      reservationId: 'res1',
      expires: 1_800_000_000,
      signature: 'x'.repeat(200),
      date: '2026-11-26',
      time: '19:30',
      partySize: 2,
    },
    "Ce lien n'est pas valide.",
  ],
  ['getMyPrivacy', MARIE, { restaurantId: 'r1' }, 'Données invalides'],
  ['getMyPassport', MARIE, { customerId: 'autre@example.fr' }, 'Données invalides'],
  ['actOnMyPassport', MARIE, { action: 'forgetAll', restaurantId: 'r1' }, 'Données invalides'],
  ['actOnMyPassport', MARIE, { action: 'stopContact', restaurantId: '' }, 'Restaurant non trouvé'],
  [
    'actOnMyPassport',
    MARIE,
    { action: 'correct', restaurantId: 'r1', field: 'phone', value: 'abc' },
    'Numéro de téléphone invalide',
  ],
  [
    'actOnMyPassport',
    MARIE,
    { action: 'correct', restaurantId: 'r1', field: 'name', value: 'x'.repeat(101) },
    'Données invalides',
  ],
  [
    'updateMyConsents',
    MARIE,
    { channel: 'fax', restaurantIds: [] },
    "Erreur lors de l'enregistrement de vos choix",
  ],
  ['updateMyConsents', MARIE, { channel: 'email', restaurantIds: [''] }, 'Restaurant non trouvé'],
  ['exportMyData', MARIE, { customerId: 'autre@example.fr' }, 'Données invalides'],
  ['exportCustomerData', adminFull('r1'), { customerId: '', restaurantId: 'r1' }, 'Client non trouvé'],
  [
    'exportCustomerData',
    adminFull('r1'),
    { customerId: 'marie@example.fr', restaurantId: '' },
    'Restaurant non trouvé',
  ],
  ['requestAccountDeletion', MARIE, { email: 'autre@example.fr' }, 'Données invalides'],
  ['confirmAccountDeletion', MARIE, { code: '12' }, 'Code incorrect'],
  [
    'readUnsubscribeLink',
    null,
    { email: 'marie@example.fr', expires: -1, signature: 'abc' },
    'Ce lien de désinscription est invalide ou a expiré.',
  ],
  [
    'unsubscribeByLink',
    null,
    { email: 'marie@example.fr', expires: 1_800_000_000, signature: '' },
    'Ce lien de désinscription est invalide ou a expiré.',
  ],
  ['declineWaitlistOffer', null, { token: '' }, "Ce lien n'est pas valide."],
  [
    'findSisterVenues',
    null,
    { restaurantId: 'r1', date: '2026-11-24', time: '25:00', partySize: 2 },
    'Heure invalide',
  ],
  ['listWaitlist', STAFF, { restaurantId: '', date: '2026-11-24' }, '❌ Aucun restaurant sélectionné'],
  ['explainAvailability', STAFF, { restaurantId: '', date: '2026-11-24' }, '❌ Aucun restaurant sélectionné'],
  ['recordStaffSignIn', STAFF, { restaurantId: ' ' }, '❌ Aucun restaurant sélectionné'],
  ['recordStaffSignIn', STAFF, { restaurantId: 'r1', uid: 'u-other' }, 'Données invalides'],
  [
    'explainAvailability',
    STAFF,
    { restaurantId: 'r1', date: '2026-11-24', partySize: 0 },
    'Nombre maximum de convives dépassé',
  ],
  [
    'explainAvailability',
    STAFF,
    { restaurantId: 'r1', date: '2026-11-24', partySize: 51 },
    'Nombre maximum de convives dépassé',
  ],
  [
    'explainAvailability',
    STAFF,
    { restaurantId: 'r1', date: '2026-11-24', partySize: 2.5 },
    'Nombre maximum de convives dépassé',
  ],
  [
    'explainAvailability',
    STAFF,
    { restaurantId: 'r1', date: '2026-11-24', partySize: '4' },
    'Nombre maximum de convives dépassé',
  ],
  ['bookFromWaitlist', STAFF, { restaurantId: '', entryId: 'wl1' }, '❌ Aucun restaurant sélectionné'],
  ['removeWaitlistEntry', STAFF, { restaurantId: '', entryId: 'wl1' }, '❌ Aucun restaurant sélectionné'],
];

/** Who may call each callable at all, so the malformed payloads reach the input check. */
const CALLER: Record<string, TestCaller> = Object.fromEntries(rows.map(([name, caller]) => [name, caller]));

const TAKES_NO_FIELDS = new Set(['listPublicRestaurants']);

describe('bad input on every callable', () => {
  it('has a row for every exported callable', () => {
    expect(EXPORTED_CALLABLES.length).toBeGreaterThan(40);
    expect(EXPORTED_CALLABLES.filter((name) => !(name in CALLER))).toEqual([]);
  });

  it.each(rows.map(([name, caller, input, message]) => [name, message, caller, input] as const))(
    '%s refuses with %j and writes nothing',
    async (name, message, caller, input) => {
      const before = await writeSnapshot(h);
      expect(await failureOf(call(fn(name), input, caller))).toEqual({ code: 'invalid-argument', message });
      expect(await writeSnapshot(h)).toEqual(before);
    },
  );

  it.each(EXPORTED_CALLABLES)('%s answers a malformed payload in French, never internal', async (name) => {
    const before = await writeSnapshot(h);
    const payloads: unknown[] = ['texte', 42, [1, 2]];
    // A callable without fields ignores the keys of an object; every other one checks their types.
    if (!TAKES_NO_FIELDS.has(name)) payloads.push({ restaurantId: { $gt: '' }, email: ['a'], code: 7 });
    for (const payload of payloads) {
      const { code, message } = await failureOf(call(fn(name), payload, CALLER[name] ?? null));
      expect(code, JSON.stringify(payload)).toBe('invalid-argument');
      expect(message).toMatch(/^[^a-z]*[A-ZÀ-Ü❌]/u);
      expect(message).not.toMatch(/expected|received|invalid input|required/i);
    }
    expect(await writeSnapshot(h)).toEqual(before);
  });
});

/** Longer than any text a callable accepts (the longest, a campaign's content, stops at 20,000)... */
const OVER_LONG = 'x'.repeat(20_001);
/** ...but an image's bytes in base64, which stop at the largest image allowed (5 MB). */
const overLong = (name: string, path: string) =>
  name === 'uploadRestaurantImage' && path === 'dataBase64' ? 'x'.repeat(7_000_001) : OVER_LONG;

const textFields = EXPORTED_CALLABLES.flatMap((name) =>
  textFieldsOf((fn(name) as DefinedCallable<unknown>).inputSchema).map((field) => ({ name, ...field })),
);

describe('over-long text on every callable', () => {
  it('finds the text fields of the callables and a maximum on each', () => {
    expect(textFields.length).toBeGreaterThan(150);
    const unbounded = textFields.filter(
      (f) => tooLongMessage(f.schema, overLong(f.name, f.path)) === undefined,
    );
    expect(unbounded.map((f) => `${f.name}: ${f.path}`)).toEqual([]);
  });

  it.each(textFields.map((f) => [f.name, f.path, f] as const))(
    '%s refuses an over-long %s in French and writes nothing',
    async (name, _path, field) => {
      const value = overLong(name, field.path);
      const message = tooLongMessage(field.schema, value);
      expect(message).toMatch(/^[^a-z]*[A-ZÀ-Ü❌]/u);
      expect(message).not.toMatch(/too big|expected|invalid input/i);
      const before = await writeSnapshot(h);
      const { code, message: answered } = await failureOf(
        call(fn(name), field.payload(value), CALLER[name] ?? null),
      );
      expect({ code, message: answered }).toEqual({ code: 'invalid-argument', message });
      expect(await writeSnapshot(h)).toEqual(before);
    },
  );
});
