import type { TabletEstablishment } from '@app/domain';
import { matchesEstablishmentCode, parseEstablishmentCode } from '@app/domain';
import type { PairedDevice } from '../device/device-auth';

/** The screen the tablet shows. */
export type Stage =
  | { kind: 'loading' }
  /** The device's credential could not be read (offline at start): « Réessayer ». */
  | { kind: 'device-error' }
  | { kind: 'code'; code: string; error: string | null; notice: string | null }
  | { kind: 'pairing'; establishment: TabletEstablishment }
  | { kind: 'kiosk' };

/** A read's state, as react-query gives it. */
export type Read<T> =
  { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; data: T };

export interface FlowState {
  /** This device's credential: null when it is not paired. */
  device: Read<PairedDevice | null>;
  /** The code of /tablette/{code}, if any. */
  urlCode: string | null;
  /** The URL's code no longer leads (« Changer d'établissement », or the tablet was unpaired while in use). */
  urlCodeDismissed: boolean;
  /** The restaurant a typed code designated. */
  chosen: TabletEstablishment | null;
  /** `tabletCheckCode` for the URL's code (pending while not asked). */
  urlCheck: Read<TabletEstablishment>;
  /** What the code screen starts with, and why it is shown again. */
  codePrefill: string;
  notice: string | null;
}

/** The code of the URL that still leads, upper-cased; null when there is none or it no longer leads. */
function leadingUrlCode(state: FlowState): string | null {
  if (state.urlCode === null || state.urlCode.trim() === '' || state.urlCodeDismissed || state.chosen)
    return null;
  return state.urlCode;
}

/** Whether the device is already paired to the restaurant a code designates. */
function pairedTo(device: PairedDevice | null, code: string): boolean {
  return device !== null && matchesEstablishmentCode({ restaurantId: device.restaurantId, code });
}

/**
 * The code `tabletCheckCode` must check for the URL, or null: only once the device is known, and not when the
 * device is already paired to that restaurant (the kiosk opens at once).
 */
export function urlCodeToCheck(state: FlowState): string | null {
  const urlCode = leadingUrlCode(state);
  if (urlCode === null || state.device.status !== 'success') return null;
  const parsed = parseEstablishmentCode({ input: urlCode });
  if (!parsed.ok || pairedTo(state.device.data, parsed.code)) return null;
  return parsed.code;
}

/**
 * The tablet's state machine (customer-flows §2, ARCHITECTURE §8): a paired device opens the kiosk; otherwise the
 * code screen (skipped when the URL carries a code), then the pairing screen for the restaurant it designates. A
 * code designating the restaurant the device is paired to opens the kiosk; another one asks to pair again.
 */
export function decideStage(state: FlowState): Stage {
  const { device } = state;
  if (device.status === 'pending') return { kind: 'loading' };
  if (device.status === 'error') return { kind: 'device-error' };
  const paired = device.data;
  const sameRestaurant = (e: TabletEstablishment) =>
    paired !== null && paired.restaurantId === e.restaurantId;

  if (state.chosen)
    return sameRestaurant(state.chosen)
      ? { kind: 'kiosk' }
      : { kind: 'pairing', establishment: state.chosen };

  const urlCode = leadingUrlCode(state);
  if (urlCode !== null) {
    const parsed = parseEstablishmentCode({ input: urlCode });
    if (!parsed.ok) return { kind: 'code', code: urlCode, error: parsed.message, notice: state.notice };
    if (pairedTo(paired, parsed.code)) return { kind: 'kiosk' };
    const check = state.urlCheck;
    if (check.status === 'pending') return { kind: 'loading' };
    if (check.status === 'error')
      return { kind: 'code', code: parsed.code, error: check.message, notice: state.notice };
    return sameRestaurant(check.data) ? { kind: 'kiosk' } : { kind: 'pairing', establishment: check.data };
  }

  if (paired) return { kind: 'kiosk' };
  return { kind: 'code', code: state.codePrefill, error: null, notice: state.notice };
}
