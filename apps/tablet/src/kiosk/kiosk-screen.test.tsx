import type { TabletLookupResult, TabletSessionInfo, TabletVisitResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testQueryClient } from '../test-utils';
import { IDLE_RESET_MS, KioskScreen } from './kiosk-screen';

const server = vi.hoisted(() => ({
  calls: [] as { name: string; data: Record<string, unknown> }[],
  lookup: (): unknown => null,
  declare: (): unknown => null,
}));
vi.mock('../lib/tablet-functions', () => ({
  callAsDevice: async (name: string, data: Record<string, unknown>) => {
    server.calls.push({ name, data });
    if (name === 'tabletLookupCustomer') return server.lookup();
    if (name === 'tabletDeclareVisit') return server.declare();
    throw new Error(`unexpected ${name}`);
  },
}));

const SESSION: TabletSessionInfo = {
  deviceId: 'dev1',
  deviceName: 'Tablette bar',
  restaurantId: 'xYz12abc9f',
  restaurantName: 'Le Bistro',
  code: '2ABC9F',
  emoji: '🍷',
  logo: '',
  pointsForWalkIn: 8,
  giftInterval: 50,
};
const LEA: TabletLookupResult = {
  found: true,
  firstName: 'Léa',
  maskedContact: 'l***@exemple.fr',
  points: 45,
  level: 'Bronze',
  pointsToAdd: 8,
  totalAfter: 53,
  visitAllowed: true,
};
const WITH_GIFT: TabletVisitResult = {
  firstName: 'Léa',
  pointsEarned: 8,
  totalPoints: 53.25,
  gifts: [{ number: 1, name: 'Café offert', emoji: '☕', label: 'Cadeau #1' }],
  giftMessage: MESSAGES.tablet.giftReceived,
};

function open() {
  const client = testQueryClient();
  render(
    <Providers client={client}>
      <KioskScreen session={SESSION} />
    </Providers>,
  );
  return client;
}

/** Lets timers, promises and react-query's notifications run. */
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  server.calls.length = 0;
  server.lookup = () => LEA;
  server.declare = () => WITH_GIFT;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('KioskScreen', () => {
  it('shows the restaurant, the two choices and the device', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Le Bistro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "J'AI MON COMPTE" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CRÉER UN COMPTE VIP' })).toBeTruthy();
    expect(screen.getByText('Appareil : Tablette bar')).toBeTruthy();
  });

  it('declares a visit, then celebrates the points and the gift until « Terminer »', async () => {
    const client = open();
    fireEvent.click(screen.getByRole('button', { name: "J'AI MON COMPTE" }));
    const visit = screen.getByRole('dialog', { name: 'Déclarer ma visite' });
    fireEvent.change(within(visit).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'lea@exemple.fr' },
    });
    await wait(300);
    await wait(50);
    expect(within(visit).getByText('Léa')).toBeTruthy();
    fireEvent.click(within(visit).getByRole('button', { name: 'Enregistrer' }));
    await wait(0);
    const points = screen.getByRole('dialog', { name: 'Points ajoutés' });
    expect(screen.queryByRole('dialog', { name: 'Déclarer ma visite' })).toBeNull();
    expect(within(points).getByText('+8 points')).toBeTruthy();
    expect(within(points).getByText('Bonjour Léa')).toBeTruthy();
    expect(within(points).getByText('Total : 53,3 points')).toBeTruthy();
    expect(within(points).getByRole('heading', { name: 'CADEAU #1' })).toBeTruthy();
    expect(within(points).getByText(/Café offert/)).toBeTruthy();
    expect(within(points).getByText('Cadeau reçu par mail')).toBeTruthy();
    fireEvent.click(within(points).getByRole('button', { name: 'Terminer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.getQueryCache().findAll({ queryKey: ['tablet', 'lookup'] })).toEqual([]);
  });

  it('forgets everything after a minute without a touch', async () => {
    const client = open();
    fireEvent.click(screen.getByRole('button', { name: 'CRÉER UN COMPTE VIP' }));
    const account = screen.getByRole('dialog', { name: 'Créer mon compte VIP' });
    fireEvent.change(within(account).getByRole('textbox', { name: 'Prénom' }), { target: { value: 'Léa' } });
    await wait(IDLE_RESET_MS - 1000);
    expect(screen.getByRole('dialog', { name: 'Créer mon compte VIP' })).toBeTruthy();
    await wait(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'CRÉER UN COMPTE VIP' }));
    const again = screen.getByRole('dialog', { name: 'Créer mon compte VIP' });
    expect((within(again).getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement).value).toBe('');
    expect(client.getQueryCache().findAll({ queryKey: ['tablet', 'lookup'] })).toEqual([]);
  });

  it('closes the visit modal and drops the lookup when idle', async () => {
    const client = open();
    fireEvent.click(screen.getByRole('button', { name: "J'AI MON COMPTE" }));
    const visit = screen.getByRole('dialog', { name: 'Déclarer ma visite' });
    fireEvent.change(within(visit).getByRole('textbox', { name: 'Téléphone' }), {
      target: { value: '0612345678' },
    });
    await wait(300);
    await wait(50);
    expect(within(visit).getByText('Léa')).toBeTruthy();
    await wait(IDLE_RESET_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.getQueryCache().findAll({ queryKey: ['tablet', 'lookup'] })).toEqual([]);
  });

  it('leads from « Aucun client trouvé » to the account modal with the e-mail typed', async () => {
    server.lookup = () => ({ found: false, message: MESSAGES.tablet.customerNotFound });
    open();
    fireEvent.click(screen.getByRole('button', { name: "J'AI MON COMPTE" }));
    const visit = screen.getByRole('dialog', { name: 'Déclarer ma visite' });
    fireEvent.change(within(visit).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'New@Exemple.fr' },
    });
    await wait(300);
    await wait(50);
    fireEvent.click(within(visit).getByRole('button', { name: 'Créer un compte VIP' }));
    const account = screen.getByRole('dialog', { name: 'Créer mon compte VIP' });
    expect((within(account).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(
      'new@exemple.fr',
    );
  });
});
