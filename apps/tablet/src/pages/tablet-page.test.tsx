import type { TabletEstablishment, TabletSessionInfo } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testQueryClient } from '../test-utils';
import { Component as TabletPage } from './tablet-page';

/** The device's credential, as Firebase Auth would keep it. */
const device = vi.hoisted(() => ({
  current: null as { deviceId: string; restaurantId: string } | null,
  forgotten: 0,
}));
vi.mock('../device/device-auth', () => ({
  pairedDevice: async () => device.current,
  deviceIdToken: async () => (device.current ? `device:${device.current.deviceId}` : undefined),
  forgetDevice: async () => {
    device.current = null;
    device.forgotten += 1;
  },
  signInDevice: async (token: string) => {
    const [deviceId = '', restaurantId = ''] = token.split('@');
    device.current = { deviceId, restaurantId };
  },
}));
vi.mock('../device/staff-id-token', () => ({
  staffIdToken: async (email: string, password: string) => {
    if (password !== 'secret') {
      const error = new Error(MESSAGES.tablet.pairingSignInError);
      error.name = 'StaffSignInError';
      throw error;
    }
    return `staff:${email}`;
  },
}));

const BISTRO: TabletEstablishment = {
  code: '2ABC9F',
  restaurantId: 'xYz12abc9f',
  restaurantName: 'Le Bistro',
  emoji: '🍷',
  logo: '',
};
const SESSION: TabletSessionInfo = {
  deviceId: 'dev1',
  deviceName: 'Tablette 1',
  restaurantId: BISTRO.restaurantId,
  restaurantName: 'Le Bistro',
  code: BISTRO.code,
  emoji: '🍷',
  logo: '',
  pointsForWalkIn: 8,
  giftInterval: 50,
};

type Answer = { result: unknown } | { error: { status: string; message: string } };
const server = vi.hoisted(() => {
  const state = {
    calls: [] as { name: string; data: Record<string, unknown>; auth: string | null }[],
    handlers: {} as Record<string, (data: Record<string, unknown>, auth: string | null) => unknown>,
    fetch: (_url: string, _init: RequestInit): Promise<Response> => Promise.reject(new Error('no server')),
  };
  // The functions client keeps the global fetch it finds when the module loads: route it to the test's server.
  globalThis.fetch = ((url: string, init: RequestInit) => state.fetch(url, init)) as typeof fetch;
  return state;
});
const fail = (status: string, message: string) => ({ error: { status, message } });

function fakeFetch(url: string, init: RequestInit): Promise<Response> {
  const name = url.split('/').pop() ?? '';
  const data = (JSON.parse(String(init.body)) as { data: Record<string, unknown> }).data;
  const auth = new Headers(init.headers).get('Authorization');
  server.calls.push({ name, data, auth });
  const handler = server.handlers[name];
  const answer = (handler ? handler(data, auth) : fail('NOT_FOUND', `no ${name}`)) as Answer;
  const status = 'error' in answer ? 400 : 200;
  return Promise.resolve(new Response(JSON.stringify(answer), { status }));
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/tablette', element: <TabletPage /> },
      { path: '/tablette/:establishmentCode', element: <TabletPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const called = (name: string) => server.calls.filter((c) => c.name === name);
const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  device.current = null;
  device.forgotten = 0;
  server.calls.length = 0;
  server.handlers = {
    tabletCheckCode: (data) =>
      BISTRO.code.endsWith(String(data.code))
        ? { result: BISTRO }
        : fail('NOT_FOUND', MESSAGES.tablet.unknownCode),
    pairTablet: (data, auth) => ({
      result: {
        token: `dev1@${String(data.restaurantId)}`,
        deviceId: 'dev1',
        deviceName: data.deviceName,
        restaurantId: data.restaurantId,
        restaurantName: 'Le Bistro',
        code: BISTRO.code,
        auth,
      },
    }),
    tabletSession: (_data, auth) =>
      auth ? { result: SESSION } : fail('UNAUTHENTICATED', MESSAGES.tablet.notPaired),
  };
  server.fetch = fakeFetch;
});
afterEach(cleanup);

describe('tablet page', () => {
  it('asks for the code, pairs with a staff sign-in, then opens the kiosk', async () => {
    open('/tablette');
    expect(await screen.findByRole('heading', { name: 'Code établissement' })).toBeTruthy();
    fireEvent.change(field('Code établissement'), { target: { value: 'ab' } });
    expect((field('Code établissement') as HTMLInputElement).value).toBe('AB');
    fireEvent.click(screen.getByRole('button', { name: 'Accéder au site' }));
    expect(await screen.findByText('Veuillez entrer un code valide')).toBeTruthy();
    expect(called('tabletCheckCode')).toEqual([]);

    fireEvent.change(field('Code établissement'), { target: { value: '2abc9f' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accéder au site' }));
    expect(await screen.findByRole('heading', { name: 'Associer cette tablette' })).toBeTruthy();
    expect(called('tabletCheckCode')[0]).toMatchObject({ data: { code: '2ABC9F' }, auth: null });
    expect(screen.getByText('Le Bistro')).toBeTruthy();
    expect(
      screen.getByText(
        "Un membre de l'équipe doit se connecter une fois pour associer cette tablette à l'établissement.",
      ),
    ).toBeTruthy();
    expect((field('Nom de la tablette') as HTMLInputElement).value).toBe('Tablette 1');

    fireEvent.change(field('E-mail'), { target: { value: 'Chef@Bistro.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Associer la tablette' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tablet.pairingSignInError);

    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Associer la tablette' }));
    expect(await screen.findByRole('button', { name: "J'AI MON COMPTE" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CRÉER UN COMPTE VIP' })).toBeTruthy();
    expect(called('pairTablet')[0]).toMatchObject({
      data: { restaurantId: BISTRO.restaurantId, deviceName: 'Tablette 1' },
      auth: 'Bearer staff:chef@bistro.fr',
    });
    expect(called('tabletSession')[0]?.auth).toBe('Bearer device:dev1');
    expect(screen.getByRole('heading', { level: 1, name: 'Le Bistro' })).toBeTruthy();
    expect(screen.getByText('Appareil : Tablette 1')).toBeTruthy();
  });

  it("goes back to the code screen with « Changer d'établissement »", async () => {
    open('/tablette/2ABC9F');
    fireEvent.click(await screen.findByRole('button', { name: "Changer d'établissement" }));
    expect(await screen.findByRole('heading', { name: 'Code établissement' })).toBeTruthy();
    expect((field('Code établissement') as HTMLInputElement).value).toBe('');
  });

  it("skips the code screen with the URL's code, and shows it with the error for an unknown code", async () => {
    open('/tablette/zzz999');
    expect(await screen.findByText(MESSAGES.tablet.unknownCode)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Code établissement' })).toBeTruthy();
    expect((field('Code établissement') as HTMLInputElement).value).toBe('ZZZ999');
  });

  it("opens the kiosk of a device paired to the URL's restaurant without checking the code", async () => {
    device.current = { deviceId: 'dev1', restaurantId: BISTRO.restaurantId };
    open('/tablette/2ABC9F');
    expect(await screen.findByRole('button', { name: "J'AI MON COMPTE" })).toBeTruthy();
    expect(called('tabletCheckCode')).toEqual([]);
  });

  it('asks to pair again for a URL naming another restaurant', async () => {
    device.current = { deviceId: 'old', restaurantId: 'r0000other1' };
    open('/tablette/c9f');
    expect(await screen.findByRole('heading', { name: 'Associer cette tablette' })).toBeTruthy();
    fireEvent.change(field('E-mail'), { target: { value: 'chef@bistro.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Associer la tablette' }));
    expect(await screen.findByRole('button', { name: "J'AI MON COMPTE" })).toBeTruthy();
    expect(device.current).toEqual({ deviceId: 'dev1', restaurantId: BISTRO.restaurantId });
  });

  it("puts the paired restaurant's code in the URL when another code led there", async () => {
    const router = open('/tablette/9f');
    // A code under 3 characters is refused before any call, on the code screen.
    expect(await screen.findByText('Veuillez entrer un code valide')).toBeTruthy();
    expect(called('tabletCheckCode')).toEqual([]);
    fireEvent.change(field('Code établissement'), { target: { value: '2abc9f' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accéder au site' }));
    await screen.findByRole('heading', { name: 'Associer cette tablette' });
    fireEvent.change(field('E-mail'), { target: { value: 'chef@bistro.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Associer la tablette' }));
    expect(await screen.findByRole('button', { name: "J'AI MON COMPTE" })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tablette/2ABC9F');
  });

  it('forgets a revoked device at start and pairs again from the URL', async () => {
    device.current = { deviceId: 'dev1', restaurantId: BISTRO.restaurantId };
    server.handlers.tabletSession = () => fail('UNAUTHENTICATED', MESSAGES.tablet.notPaired);
    open('/tablette/2ABC9F');
    expect(await screen.findByRole('heading', { name: 'Associer cette tablette' })).toBeTruthy();
    expect(device.forgotten).toBe(1);
  });

  it('goes back to the code screen when the device is revoked while in use', async () => {
    device.current = { deviceId: 'dev1', restaurantId: BISTRO.restaurantId };
    server.handlers.tabletLookupCustomer = () => fail('UNAUTHENTICATED', MESSAGES.tablet.notPaired);
    open('/tablette/2ABC9F');
    fireEvent.click(await screen.findByRole('button', { name: "J'AI MON COMPTE" }));
    const dialog = await screen.findByRole('dialog', { name: 'Déclarer ma visite' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Téléphone' }), {
      target: { value: '0612345678' },
    });
    expect(await screen.findByRole('heading', { name: 'Code établissement' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.tablet.notPaired)).toBeTruthy();
    expect((field('Code établissement') as HTMLInputElement).value).toBe('2ABC9F');
    expect(device.forgotten).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers « Réessayer » when the session cannot be loaded', async () => {
    device.current = { deviceId: 'dev1', restaurantId: BISTRO.restaurantId };
    let down = true;
    server.handlers.tabletSession = () =>
      down ? fail('INTERNAL', 'Une erreur inattendue est survenue.') : { result: SESSION };
    open('/tablette');
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 5000 }));
    down = false;
    await waitFor(() => expect(screen.getByRole('button', { name: "J'AI MON COMPTE" })).toBeTruthy());
  });
});
