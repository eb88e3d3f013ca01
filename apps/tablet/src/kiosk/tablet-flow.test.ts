import type { TabletEstablishment } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { decideStage, urlCodeToCheck } from './tablet-flow';
import type { FlowState } from './tablet-flow';

const bistro: TabletEstablishment = {
  code: '2ABC9F',
  restaurantId: 'xYz12abc9f',
  restaurantName: 'Le Bistro',
  emoji: '🍷',
  logo: '',
};
const other: TabletEstablishment = {
  ...bistro,
  code: 'OTHER1',
  restaurantId: 'r0000other1',
  restaurantName: 'Autre',
};
const pairedToBistro = {
  status: 'success',
  data: { deviceId: 'd1', restaurantId: bistro.restaurantId },
} as const;
const unpaired = { status: 'success', data: null } as const;

const start = (patch: Partial<FlowState> = {}): FlowState => ({
  device: unpaired,
  urlCode: null,
  urlCodeDismissed: false,
  chosen: null,
  urlCheck: { status: 'pending' },
  codePrefill: '',
  notice: null,
  ...patch,
});

describe('decideStage', () => {
  it('waits for the device credential, and offers a retry when it cannot be read', () => {
    expect(decideStage(start({ device: { status: 'pending' } }))).toEqual({ kind: 'loading' });
    expect(decideStage(start({ device: { status: 'error', message: 'x' } }))).toEqual({
      kind: 'device-error',
    });
  });

  it('opens the kiosk of a paired device, else asks for the code', () => {
    expect(decideStage(start({ device: pairedToBistro }))).toEqual({ kind: 'kiosk' });
    expect(decideStage(start({ notice: MESSAGES.tablet.notPaired, codePrefill: '2ABC9F' }))).toEqual({
      kind: 'code',
      code: '2ABC9F',
      error: null,
      notice: MESSAGES.tablet.notPaired,
    });
  });

  it('pairs with the restaurant a typed code designates, or opens the kiosk when already paired to it', () => {
    expect(decideStage(start({ chosen: bistro }))).toEqual({ kind: 'pairing', establishment: bistro });
    expect(decideStage(start({ device: pairedToBistro, chosen: bistro }))).toEqual({ kind: 'kiosk' });
    expect(decideStage(start({ device: pairedToBistro, chosen: other }))).toEqual({
      kind: 'pairing',
      establishment: other,
    });
  });

  it("skips the code screen with the URL's code", () => {
    const url = start({ urlCode: '2abc9f' });
    expect(urlCodeToCheck(url)).toBe('2ABC9F');
    expect(decideStage(url)).toEqual({ kind: 'loading' });
    expect(decideStage({ ...url, urlCheck: { status: 'success', data: bistro } })).toEqual({
      kind: 'pairing',
      establishment: bistro,
    });
    expect(
      decideStage({ ...url, urlCheck: { status: 'error', message: MESSAGES.tablet.unknownCode } }),
    ).toEqual({
      kind: 'code',
      code: '2ABC9F',
      error: MESSAGES.tablet.unknownCode,
      notice: null,
    });
  });

  it('shows the code screen with its error for a malformed URL code, without asking the server', () => {
    const url = start({ urlCode: 'ab' });
    expect(urlCodeToCheck(url)).toBeNull();
    expect(decideStage(url)).toEqual({
      kind: 'code',
      code: 'ab',
      error: MESSAGES.tablet.invalidEstablishmentCode,
      notice: null,
    });
  });

  it("opens the kiosk when the URL designates the device's restaurant, pairs again for another one", () => {
    const same = start({ device: pairedToBistro, urlCode: '2ABC9F' });
    expect(urlCodeToCheck(same)).toBeNull();
    expect(decideStage(same)).toEqual({ kind: 'kiosk' });
    const elsewhere = start({ device: pairedToBistro, urlCode: 'OTHER1' });
    expect(urlCodeToCheck(elsewhere)).toBe('OTHER1');
    expect(decideStage({ ...elsewhere, urlCheck: { status: 'success', data: other } })).toEqual({
      kind: 'pairing',
      establishment: other,
    });
  });

  it('waits for the device before checking the URL code', () => {
    expect(urlCodeToCheck(start({ device: { status: 'pending' }, urlCode: '2ABC9F' }))).toBeNull();
  });

  it("leaves the URL's code once dismissed", () => {
    const dismissed = start({ urlCode: '2ABC9F', urlCodeDismissed: true, codePrefill: '2ABC9F' });
    expect(urlCodeToCheck(dismissed)).toBeNull();
    expect(decideStage(dismissed)).toMatchObject({ kind: 'code', code: '2ABC9F' });
  });
});
