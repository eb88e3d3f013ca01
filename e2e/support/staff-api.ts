/**
 * Setting up states the way the apps would, outside the screen under test: ID tokens through the local host's
 * Auth gateway (the only tokens the host accepts: it signs them), bookings and status changes through the same
 * callables as the screens.
 */
import { randomUUID } from 'node:crypto';
import { callFunction, HOST } from './backend';
import { DEMO_PASSWORD, STAFF, staffPasswordOf } from './staff';

const AUTH = `${HOST}/identitytoolkit.googleapis.com/v1`;
/** The Auth emulator itself, which the host keeps behind it: only a local process reaches it, never a browser. */
const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const API_KEY = 'demo-api-key';
/** Au Bureau, the demo venue that opens every day (stable id of the seed). */
const BUREAU_ID = 'rest-bureau';

async function identityToolkit(
  action: string,
  body: object,
  base = AUTH,
): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`${base}/${action}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const result = (await response.json()) as {
    idToken?: string;
    localId?: string;
    error?: { message: string };
  };
  if (!result.idToken || !result.localId)
    throw new Error(`${action}: ${result.error?.message ?? response.status}`);
  return { idToken: result.idToken, localId: result.localId };
}

/** An ID token of an account (e-mail and password), as the web SDK would get it. */
export async function idToken(email: string, password: string = staffPasswordOf(email)): Promise<string> {
  return (await identityToolkit('accounts:signInWithPassword', { email, password })).idToken;
}

/**
 * An e-mail/password account made through the public sign-up endpoint, as anyone holding the web API key can
 * do on Firebase: signed in, but without any staff profile or role. The host's gateway offers no sign-up, so
 * the account is made at the emulator, as a local process could; it then signs in through the host.
 */
export async function signUpAccount(email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await identityToolkit('accounts:signUp', { email, password }, EMULATOR);
}

const tokens = new Map<string, Promise<string>>();

/** A demo staff account's ID token (one per account and run: they stay valid an hour). */
export function staffToken(email: string = STAFF.accueil): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = idToken(email);
    tokens.set(email, token);
  }
  return token;
}

/** A short random tag of letters that keeps names unique across runs, projects and other journeys. */
export function tag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export interface OnlineBooking {
  firstName: string;
  lastName: string;
  email: string;
  date: string;
  time: string;
  partySize: number;
  phone?: string;
  terrace?: boolean;
  specialRequests?: string;
  restaurantId?: string;
}

/** Books as a diner on the public link would (Au Bureau unless told): it arrives PENDING; throws the refusal. */
export async function bookOnline(booking: OnlineBooking): Promise<string> {
  const { reservationId } = await callFunction<{ reservationId: string }>('createOnlineReservation', {
    restaurantId: BUREAU_ID,
    phone: '06 12 34 56 78',
    terrace: false,
    specialRequests: '',
    ...booking,
    requestId: randomUUID(),
  });
  return reservationId;
}

export interface StaffBooking {
  lastName: string;
  firstName?: string;
  email?: string;
  phone?: string;
  date: string;
  time: string;
  partySize?: number;
  terrace?: boolean;
  specialRequests?: string;
  tableId?: string;
}

/** A booking made by a restaurant's staff (created CONFIRMED), as the 'Nouvelle réservation' form would. */
export async function createStaffBooking(
  restaurantId: string,
  token: string,
  booking: StaffBooking,
): Promise<string> {
  const { lastName, firstName = 'Camille', email = '', phone = '06 11 22 33 44', ...rest } = booking;
  const { reservationId } = await callFunction<{ reservationId: string }>(
    'staffCreateReservation',
    {
      restaurantId,
      customerLastName: lastName,
      customerFirstName: firstName,
      customerEmail: email,
      customerPhone: phone,
      partySize: 2,
      terrace: false,
      specialRequests: '',
      tableId: '',
      ...rest,
    },
    token,
  );
  return reservationId;
}

/** A booking made by staff at Au Bureau (created CONFIRMED), as the 'Nouvelle réservation' form would. */
export async function bookAsStaff(booking: StaffBooking): Promise<string> {
  return createStaffBooking(BUREAU_ID, await staffToken(), booking);
}

/** Moves a booking to a status as staff would, through the same callable as the screen. */
export async function setStatus(reservationId: string, status: string): Promise<void> {
  await callFunction('setReservationStatus', { reservationId, status }, await staffToken());
}

export async function assignTables(reservationId: string, tables: string[]): Promise<void> {
  await callFunction('assignTables', { reservationId, tables }, await staffToken());
}

/** Reopens every slot of a date (the journeys' clean-up, whatever happened in the screen). */
export async function reopenAllSlots(restaurantId: string, date: string): Promise<void> {
  await callFunction('setClosedSlots', { restaurantId, date, lunch: [], dinner: [] }, await staffToken());
}

/** The public availability of one slot, as the booking page reads it. */
export async function slotAvailable(
  restaurantId: string,
  date: string,
  time: string,
): Promise<boolean | undefined> {
  const day = await callFunction<{ slots: { time: string; available: boolean }[] }>('getAvailability', {
    restaurantId,
    date,
  });
  return day.slots.find((slot) => slot.time === time)?.available;
}
