import { HttpsError } from 'firebase-functions/v2/https';
import {
  ListTabletsInputSchema,
  MESSAGES,
  PairTabletInputSchema,
  RevokeTabletInputSchema,
  TABLET_LIST_PAGE_SIZE,
  toEstablishmentCode,
  type PairedTabletList,
  type TabletPairing,
} from '@app/domain';
import { authAdmin } from '../../lib/auth-admin';
import { canAccessRestaurant, tabletUid } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { consumeRateLimit } from '../../lib/rate-limit';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { tabletPath, toPairedTablet } from './tablet-device';

/** Staff who see and revoke a restaurant's tablets (the establishment page's roles). */
const TABLET_MANAGERS = ['master_admin', 'admin_full'] as const;

/**
 * A manager of the restaurant pairs the device they are holding (ARCHITECTURE §8): the device gets its own
 * credential, a custom token for `tablet_{deviceId}` with role 'tablet' and the restaurant, and the staff
 * member's session is not kept on the kiosk. Pairing takes the roles that list and revoke tablets (issue 49): a
 * plain `admin` could otherwise leave a device signed in to the venue that it can neither see nor unpair.
 */
export const pairTablet = defineCallable({
  name: 'pairTablet',
  input: PairTabletInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, deviceName }, { caller, now }): Promise<TabletPairing> => {
    if (!canAccessRestaurant(caller, restaurantId))
      throw new HttpsError('permission-denied', MESSAGES.tablet.pairingForbidden);
    if (!(TABLET_MANAGERS as readonly string[]).includes(caller.role))
      throw new HttpsError('permission-denied', MESSAGES.generic.permissionDenied);
    await consumeRateLimit({ name: 'tablet-pair', limit: 20, windowMs: 10 * 60_000 }, caller.uid, now);
    const deviceId = runtime().store.newId();
    const nowIso = now.toISOString();
    const restaurantName = await transact(async (tx) => {
      const [restaurant, staff] = await Promise.all([
        tx.get(`restaurants/${restaurantId}`),
        tx.get(`users/${caller.uid}`),
      ]);
      if (!restaurant.exists || !restaurant.data)
        throw new HttpsError('not-found', MESSAGES.tablet.unknownCode);
      const staffName = typeof staff.data?.name === 'string' ? staff.data.name : '';
      tx.create(tabletPath(deviceId), {
        id: deviceId,
        restaurantId,
        name: deviceName,
        pairedByUid: caller.uid,
        pairedByName: staffName,
        pairedByEmail: caller.email ?? '',
        pairedAt: nowIso,
        lastSeenAt: nowIso,
      });
      return String(restaurant.data.name ?? '');
    });
    const token = await authAdmin().createCustomToken(tabletUid(deviceId), {
      role: 'tablet',
      restaurantId,
      deviceId,
    });
    return {
      token,
      deviceId,
      deviceName,
      restaurantId,
      restaurantName,
      code: toEstablishmentCode({ restaurantId }),
    };
  },
});

/**
 * One page of the restaurant's paired tablets, most recently seen first (then by id, so that a page ends at a
 * definite place): `TABLET_LIST_PAGE_SIZE` documents read per call, whatever the number of tablets.
 */
export const listTablets = defineCallable({
  name: 'listTablets',
  input: ListTabletsInputSchema,
  auth: TABLET_MANAGERS,
  handler: async ({ restaurantId, after }, { caller }): Promise<PairedTabletList> => {
    if (!canAccessRestaurant(caller, restaurantId))
      throw new HttpsError('permission-denied', MESSAGES.generic.permissionDenied);
    const snap = await runtime().store.query({
      collection: 'tablets',
      where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
      orderBy: [
        { field: 'lastSeenAt', direction: 'desc' },
        { field: 'id', direction: 'desc' },
      ],
      ...(after ? { startAfter: [after.lastSeenAt, after.deviceId] } : {}),
      limit: TABLET_LIST_PAGE_SIZE + 1,
    });
    const docs = snap.docs.filter((doc) => doc.data);
    const page = docs.slice(0, TABLET_LIST_PAGE_SIZE);
    const last = page.at(-1);
    return {
      tablets: page.map((doc) => toPairedTablet(doc.id, doc.data ?? {})),
      next:
        docs.length > TABLET_LIST_PAGE_SIZE && last
          ? { lastSeenAt: String(last.data?.lastSeenAt ?? ''), deviceId: String(last.data?.id ?? last.id) }
          : null,
    };
  },
});

/** Unpairs a tablet: its document and its Auth account go; its next call sends it back to the code screen. */
export const revokeTablet = defineCallable({
  name: 'revokeTablet',
  input: RevokeTabletInputSchema,
  auth: TABLET_MANAGERS,
  handler: async ({ restaurantId, deviceId }, { caller }) => {
    if (!canAccessRestaurant(caller, restaurantId))
      throw new HttpsError('permission-denied', MESSAGES.generic.permissionDenied);
    await transact(async (tx) => {
      const snap = await tx.get(tabletPath(deviceId));
      if (!snap.exists || snap.data?.restaurantId !== restaurantId)
        throw new HttpsError('not-found', MESSAGES.tablet.tabletNotFound);
      tx.delete(tabletPath(deviceId));
    });
    await authAdmin().deleteUser(tabletUid(deviceId));
    return { ok: true as const };
  },
});
