import { isEmail, MESSAGES, PairTabletInputSchema, TABLET_NAME_MAX_LENGTH } from '@app/domain';

export { TABLET_NAME_MAX_LENGTH };

/** The name a tablet gets unless staff type another one. */
export const DEFAULT_DEVICE_NAME = 'Tablette 1';

export interface PairingValues {
  email: string;
  password: string;
  deviceName: string;
}

export type PairingField = keyof PairingValues;

/**
 * The pairing form's first problem, in reading order (e-mail, password, tablet name), or the values to send:
 * the e-mail trimmed and lower-cased, the name checked like `pairTablet` checks it.
 */
export function readPairingForm(
  values: PairingValues,
): { ok: true; values: PairingValues } | { ok: false; field: PairingField; message: string } {
  const email = values.email.trim().toLowerCase();
  if (email === '') return { ok: false, field: 'email', message: MESSAGES.tablet.requiredFields };
  if (!isEmail(email)) return { ok: false, field: 'email', message: MESSAGES.auth.invalidEmail };
  if (values.password === '')
    return { ok: false, field: 'password', message: MESSAGES.tablet.requiredFields };
  const name = PairTabletInputSchema.shape.deviceName.safeParse(values.deviceName);
  if (!name.success)
    return {
      ok: false,
      field: 'deviceName',
      message: name.error.issues[0]?.message ?? MESSAGES.tablet.deviceNameRequired,
    };
  return { ok: true, values: { email, password: values.password, deviceName: name.data } };
}
