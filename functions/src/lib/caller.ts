import { HttpsError } from 'firebase-functions/v2/https';
import { customerUid } from './customer-uid';
import { FRAMEWORK_MESSAGES } from './messages';

/** Staff roles, as stored in custom claims (docs/contracts.md, Auth and claims). */
export const STAFF_ROLES = ['master_admin', 'admin_full', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A signed-in staff member, read from the ID token's custom claims. */
export interface StaffCaller {
  kind: 'staff';
  uid: string;
  role: StaffRole;
  restaurantIds: string[];
  email: string | undefined;
}

/** A signed-in diner: the custom token minted by the customer login callables carries the e-mail. */
export interface ClientCaller {
  kind: 'client';
  uid: string;
  role: 'client';
  email: string;
}

/**
 * A paired loyalty tablet (ARCHITECTURE §8): the custom token `pairTablet` minted carries role 'tablet', the
 * restaurant and the device id, for the uid `tablet_{deviceId}`. Whether the device is still paired is checked
 * against the store by each tablet callable (tablet-device.ts), not here.
 */
export interface TabletCaller {
  kind: 'tablet';
  uid: string;
  role: 'tablet';
  deviceId: string;
  restaurantId: string;
}

export type Caller = StaffCaller | ClientCaller | TabletCaller;

/** The Auth uid of a paired tablet. */
export function tabletUid(deviceId: string): string {
  return `tablet_${deviceId}`;
}

/** The part of a callable request's `auth` we rely on (firebase-functions' AuthData, loosely typed for tests). */
export interface AuthLike {
  uid: string;
  token: Record<string, unknown>;
}

function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Reads the caller from custom claims. A signed-in account without a known role is treated as anonymous:
 * claims are the only source of authority, a bare Firebase account grants nothing. A customer is one only with
 * the uid the sign-in callables derive from the `customerEmail` claim, while its session lasts at `now` (the
 * runtime's clock).
 */
export function readCaller(auth: AuthLike | undefined | null, now: Date): Caller | null {
  if (!auth || typeof auth.uid !== 'string') return null;
  const { role, restaurantIds, email, customerEmail, restaurantId, deviceId } = auth.token;
  const mail = typeof email === 'string' ? email.trim().toLowerCase() : undefined;
  const customerMail = typeof customerEmail === 'string' ? customerEmail.trim().toLowerCase() : undefined;
  if (isStaffRole(role)) {
    const ids = Array.isArray(restaurantIds)
      ? restaurantIds.filter((id): id is string => typeof id === 'string')
      : [];
    return { kind: 'staff', uid: auth.uid, role, restaurantIds: ids, email: mail };
  }
  // A client token counts only for the uid the server minted for that e-mail (ARCHITECTURE §8), and only
  // within the session's length from the sign-in (24 hours, or 30 days with remember-me).
  if (
    role === 'client' &&
    customerMail &&
    auth.uid === customerUid(customerMail) &&
    !isCustomerSessionOver(auth.token, now)
  )
    return { kind: 'client', uid: auth.uid, role: 'client', email: customerMail };
  if (
    role === 'tablet' &&
    typeof deviceId === 'string' &&
    deviceId !== '' &&
    typeof restaurantId === 'string' &&
    restaurantId !== '' &&
    auth.uid === tabletUid(deviceId)
  )
    return { kind: 'tablet', uid: auth.uid, role: 'tablet', deviceId, restaurantId };
  return null;
}

/**
 * Whether a customer token's session is over: its sign-in time (`auth_time`, seconds, set by Firebase Auth) is
 * more than `sessionHours` ago. Tokens without both claims (tests, older sessions) are judged by Firebase alone.
 */
export function isCustomerSessionOver(token: Record<string, unknown>, now: Date): boolean {
  const end = customerSessionEnd(token);
  return end !== undefined && now.getTime() > end;
}

/** When a customer token's session ends (ms since the epoch); undefined when it says neither claim. */
export function customerSessionEnd(token: Record<string, unknown>): number | undefined {
  const { auth_time: authTime, sessionHours } = token;
  if (typeof authTime !== 'number' || typeof sessionHours !== 'number') return undefined;
  return authTime * 1000 + sessionHours * 3_600_000;
}

/** master_admin reaches every restaurant; the others only those listed in their claims. */
export function canAccessRestaurant(caller: StaffCaller, restaurantId: string): boolean {
  return caller.role === 'master_admin' || caller.restaurantIds.includes(restaurantId);
}

/** Throws 'permission-denied' with the catalogue message unless the staff caller may act on this restaurant. */
export function assertRestaurantAccess(caller: StaffCaller, restaurantId: string): void {
  if (!canAccessRestaurant(caller, restaurantId)) {
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
  }
}

/** Throws 'permission-denied' unless the staff caller holds one of the roles. */
export function assertRole(caller: StaffCaller, roles: readonly StaffRole[]): void {
  if (!roles.includes(caller.role)) {
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
  }
}
