/**
 * A paired tablet for journeys that need one without going through the kiosk's screens: a staff member of the
 * venue pairs a device through `pairTablet`, and its custom token is exchanged for an ID token through the local
 * host's Auth gateway, as the kiosk's signInWithCustomToken does.
 */
import { callFunction, HOST } from './backend';

export async function exchangeCustomToken(token: string): Promise<string> {
  const response = await fetch(
    `${HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

/** What `pairTablet` answers (packages/domain TabletPairing). */
interface TabletPairing {
  token: string;
  deviceId: string;
  deviceName: string;
  restaurantId: string;
  restaurantName: string;
  code: string;
}

export interface PairedDevice extends TabletPairing {
  /** The device's Firebase ID token, to call the tablet callables with. */
  idToken: string;
}

/** Pairs a new device to the venue with a staff member's ID token. */
export async function pairDevice(
  restaurantId: string,
  staffIdToken: string,
  deviceName = 'Tablette de parcours',
): Promise<PairedDevice> {
  const pairing = await callFunction<TabletPairing>('pairTablet', { restaurantId, deviceName }, staffIdToken);
  return { ...pairing, idToken: await exchangeCustomToken(pairing.token) };
}

let requestCount = 0;
/** A request id for one declared visit. */
export function visitRequestId(): string {
  requestCount += 1;
  return `e2e-${process.pid}-${Date.now()}-${requestCount}`;
}
