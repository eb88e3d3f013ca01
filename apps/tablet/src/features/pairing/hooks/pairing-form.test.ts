import { MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_NAME, readPairingForm } from './pairing-form';

const valid = { email: ' Chef@Resto.fr ', password: 'secret', deviceName: ` ${DEFAULT_DEVICE_NAME} ` };

describe('readPairingForm', () => {
  it('sends the e-mail lower-cased and the tablet name trimmed', () => {
    expect(readPairingForm(valid)).toEqual({
      ok: true,
      values: { email: 'chef@resto.fr', password: 'secret', deviceName: 'Tablette 1' },
    });
  });

  it('reports the first problem in reading order', () => {
    expect(readPairingForm({ ...valid, email: '' })).toMatchObject({
      field: 'email',
      message: MESSAGES.tablet.requiredFields,
    });
    expect(readPairingForm({ ...valid, email: 'chef' })).toMatchObject({
      field: 'email',
      message: MESSAGES.auth.invalidEmail,
    });
    expect(readPairingForm({ ...valid, password: '' })).toMatchObject({ field: 'password' });
    expect(readPairingForm({ ...valid, deviceName: '  ' })).toMatchObject({
      field: 'deviceName',
      message: MESSAGES.tablet.deviceNameRequired,
    });
    expect(readPairingForm({ ...valid, deviceName: 'x'.repeat(41) })).toMatchObject({ field: 'deviceName' });
  });
});
