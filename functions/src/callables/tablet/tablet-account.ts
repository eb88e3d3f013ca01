import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type DocData, type Transaction } from '@app/data';
import {
  CONSENT_TEXTS,
  MESSAGES,
  TabletConfirmAccountInputSchema,
  TabletCreateAccountInputSchema,
  type PendingRegistration,
  type TabletAccountPending,
  type TabletVisitResult,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import type { MailRestaurant } from '../../mail/mail-restaurant';
import {
  loginCodeAttemptFields,
  loginCodeFields,
  readSecrets,
  writeSecrets,
} from '../customers/customer-secrets';
import { customerFromRegistration, isPendingLive } from '../customers/customer-register';
import { customerPath } from '../customers/customer-session';
import { checkLoginCode, issueLoginCode } from '../customers/login-code';
import { deliverLoginCode, queueLoginCode } from '../customers/login-code-delivery';
import { recordTabletVisit } from './record-tablet-visit';
import { admitTablet, TABLET_LIMITS } from './tablet-device';
import { readTabletRequest, recordTabletRequest, tabletRequestPath, tabletRestaurant } from './tablet-visit';
import { countProductEvents } from '../../lib/events/record-product-events';

/** The customer document of an account made on the tablet (source 'tablet-new-account', no password yet). */
function tabletCustomerDoc(email: string, pending: PendingRegistration, restaurantId: string): DocData {
  return {
    ...customerFromRegistration(email, pending, { withPassword: false }),
    source: 'tablet-new-account',
    restaurantIds: [restaurantId],
  };
}

/**
 * What the kiosk's form gave the venue: the contact typed there, and the offers box as ticked (or not), with the
 * words the kiosk showed, as that venue's consent (ARCHITECTURE §9: granting names a venue).
 */
function tabletViewOf(email: string, pending: PendingRegistration, restaurant: MailRestaurant, at: string) {
  const decision = {
    granted: pending.marketingConsent,
    at,
    method: 'tablet' as const,
    text: CONSENT_TEXTS.tabletMarketing(restaurant.name),
  };
  return {
    viewContact: {
      name: `${pending.firstName} ${pending.lastName}`,
      firstName: pending.firstName,
      lastName: pending.lastName,
      email,
      phone: pending.phone,
      birthDate: pending.birthDate,
      postalCode: pending.postalCode,
    },
    viewConsents: { email: decision, sms: decision },
  };
}

/**
 * Creates the account kept aside by `tabletCreateAccount` once its code is entered (on the tablet, or on the
 * portal from the mail): the customer, and the visit that brought them, with the welcome mail, in the transaction
 * that accepted the code. Call it before any other write of that transaction (it reads first).
 */
export async function confirmTabletRegistration(
  tx: Transaction,
  {
    email,
    pending,
    restaurant,
    now,
  }: {
    email: string;
    pending: PendingRegistration;
    restaurant: MailRestaurant;
    now: Date;
  },
): Promise<TabletVisitResult> {
  const customer = tabletCustomerDoc(email, pending, restaurant.id);
  const result = await recordTabletVisit({
    tx,
    restaurant,
    customerId: email,
    customer,
    now,
    mail: 'welcome',
    createIfMissing: { ...customer, lastActiveAt: now.toISOString() },
    ...tabletViewOf(email, pending, restaurant, pending.requestedAt),
  });
  writeSecrets(
    tx,
    email,
    email,
    { pendingRegistration: FieldValue.delete(), pendingUntil: FieldValue.delete() },
    now,
  );
  // A sign-up at the venue (its statistics' product events), whether confirmed at the kiosk or from the mail.
  countProductEvents(tx, [{ restaurantId: restaurant.id, event: 'signup' }], now);
  return result;
}

/**
 * A VIP account started on the tablet (customer-flows §2): the form is checked and kept aside, and a code is
 * mailed to the address; the account (and its visit) counts once the code is entered (ARCHITECTURE §8).
 */
export const tabletCreateAccount = defineCallable({
  name: 'tabletCreateAccount',
  input: TabletCreateAccountInputSchema,
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async (input, { caller, now }): Promise<TabletAccountPending> => {
    await admitTablet(caller, TABLET_LIMITS.write, now);
    const email = input.email;
    const outcome = await transact(async (tx) => {
      const restaurant = await tabletRestaurant(tx, caller.restaurantId);
      const existing = await tx.get(customerPath(email));
      if (existing.exists) throw new HttpsError('already-exists', MESSAGES.registration.accountExists);
      const secrets = await readSecrets(tx, email);
      const issued = issueLoginCode({ now, previous: secrets.loginCode });
      if (!issued.ok) return { kind: 'locked' as const, retryInMs: issued.retryInMs };
      const pendingRegistration: PendingRegistration = {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        birthDate: input.birthDate,
        postalCode: input.postalCode,
        marketingConsent: input.marketingConsent,
        termsText: CONSENT_TEXTS.terms,
        tablet: { restaurantId: caller.restaurantId, deviceId: caller.deviceId },
        requestedAt: now.toISOString(),
        expiresAt: issued.record.expiresAt,
      };
      return queueLoginCode(tx, {
        email,
        name: input.firstName,
        issued,
        now,
        fields: { pendingRegistration, pendingUntil: pendingRegistration.expiresAt },
        tabletAccount: { restaurantName: restaurant.name },
        // The kiosk's venue signs the mail (issue 36), as it signs its visit's thank-you.
        ...(restaurant.name ? { sender: restaurant } : {}),
      });
    });
    const { resendAvailableAt } = await deliverLoginCode(email, outcome, now);
    return { codeSent: true, email, resendAvailableAt };
  },
});

/**
 * The code typed on the tablet: a wrong one costs an attempt of the code for this device (as an address does on
 * the portal), so codes cannot be tried from the kiosk either. A registration past its code's life is gone.
 */
export const tabletConfirmAccount = defineCallable({
  name: 'tabletConfirmAccount',
  input: TabletConfirmAccountInputSchema,
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async ({ email, code, requestId }, { caller, now }): Promise<TabletVisitResult> => {
    await admitTablet(caller, TABLET_LIMITS.write, now);
    const requestPath = tabletRequestPath(caller, requestId);
    const outcome = await transact(async (tx) => {
      const done = await readTabletRequest(tx, requestPath);
      if (done) return { ok: true as const, result: done };
      const restaurant = await tabletRestaurant(tx, caller.restaurantId);
      const secrets = await readSecrets(tx, email);
      const pending = secrets.pendingRegistration;
      if (await tx.get(customerPath(email)).then((snap) => snap.exists))
        throw new HttpsError('already-exists', MESSAGES.registration.accountExists);
      // Only a live account started on this restaurant's tablets is confirmed here.
      const mine = pending?.tablet?.restaurantId === caller.restaurantId && isPendingLive(pending, now);
      const checked = checkLoginCode({
        now,
        record: mine ? secrets.loginCode : undefined,
        code,
        address: `tablet:${caller.deviceId}`,
      });
      if (checked.ok && pending) {
        // Reads first (Firestore transactions read before they write): the visit's ledger and gift mails.
        const result = await confirmTabletRegistration(tx, { email, pending, restaurant, now });
        writeSecrets(tx, email, email, loginCodeFields(null), now);
        recordTabletRequest(tx, requestPath, result, now);
        return { ok: true as const, result };
      }
      const reason = checked.ok ? 'none' : checked.reason;
      if (!checked.ok && checked.reason === 'mismatch')
        writeSecrets(tx, email, email, loginCodeAttemptFields(checked.record), now);
      return { ok: false as const, reason };
    });
    if (outcome.ok) return outcome.result;
    if (outcome.reason === 'expired') throw new HttpsError('deadline-exceeded', MESSAGES.login.codeExpired);
    if (outcome.reason === 'too-many-attempts')
      throw new HttpsError('resource-exhausted', MESSAGES.login.tooManyAttempts);
    throw new HttpsError('permission-denied', MESSAGES.login.wrongCode);
  },
});
