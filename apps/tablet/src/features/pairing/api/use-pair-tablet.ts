import type { TabletPairing } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { callAsStaff } from '../../../lib/tablet-functions';

export interface PairTabletRequest {
  restaurantId: string;
  email: string;
  password: string;
  deviceName: string;
}

/**
 * Pairs this device: the staff member signs in (in memory only), `pairTablet` answers the device's own
 * credential, and the device signs in with it. The staff session is gone before the kiosk opens.
 */
async function pairTablet({
  restaurantId,
  email,
  password,
  deviceName,
}: PairTabletRequest): Promise<TabletPairing> {
  const { staffIdToken } = await import('../../../device/staff-id-token');
  const idToken = await staffIdToken(email, password);
  const pairing = await callAsStaff(idToken)<TabletPairing>('pairTablet', { restaurantId, deviceName });
  const { signInDevice } = await import('../../../device/device-auth');
  await signInDevice(pairing.token);
  return pairing;
}

export function usePairTablet() {
  return useMutation({ mutationFn: pairTablet });
}
