import type { TabletArrivalAnswer } from '@app/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testQueryClient } from '../../../test-utils';
import { ARRIVAL_RESET_MS, ArrivalDialog } from './arrival-dialog';

const server = vi.hoisted(() => ({
  calls: [] as { name: string; data: Record<string, unknown> }[],
  find: (): unknown => null,
  checkIn: (): unknown => null,
  rate: (): unknown => ({ ok: true }),
}));
vi.mock('../../../lib/tablet-functions', () => ({
  callAsDevice: async (name: string, data: Record<string, unknown>) => {
    server.calls.push({ name, data });
    if (name === 'tabletFindArrival') return server.find();
    if (name === 'tabletCheckIn') return server.checkIn();
    if (name === 'tabletMealFeedback') return server.rate();
    throw new Error(`unexpected ${name}`);
  },
}));

const FOUND: TabletArrivalAnswer = {
  kind: 'found',
  firstName: 'Marie',
  time: '19:30',
  early: true,
  arrivedAt: null,
};
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function open() {
  const onClose = vi.fn();
  render(
    <Providers client={testQueryClient()}>
      <ArrivalDialog onClose={onClose} />
    </Providers>,
  );
  const dialog = screen.getByRole('dialog', { name: "J'ai réservé" });
  fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Lefèvre' } });
  fireEvent.change(within(dialog).getByLabelText('4 derniers chiffres du téléphone'), {
    target: { value: '33 44' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
  return { onClose, dialog };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T18:20:00.000Z'));
  server.calls.length = 0;
  server.find = () => FOUND;
  server.checkIn = () => ({ ...FOUND, arrivedAt: '2026-11-24T18:20:00.000Z' });
  server.rate = () => ({ ok: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ArrivalDialog', () => {
  it('shows the first name and time only, then checks the guest in with one tap and says the table is prepared', async () => {
    const { dialog } = open();
    await wait(0);
    expect(server.calls[0]).toEqual({
      name: 'tabletFindArrival',
      data: { name: 'Lefèvre', phoneEnd: '3344' },
    });
    expect(within(dialog).getByText('Bonjour Marie, votre table de 19h30')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Je suis arrivé' }));
    await wait(0);
    expect(server.calls[1]?.name).toBe('tabletCheckIn');
    expect(server.calls[1]?.data).toMatchObject({ name: 'Lefèvre', phoneEnd: '3344' });
    expect(
      within(dialog).getByText("Bienvenue Marie ! L'équipe est prévenue de votre arrivée."),
    ).toBeTruthy();
    expect(within(dialog).getByText('Votre table est en cours de préparation.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Je suis arrivé' })).toBeNull();
  });

  it('says when nothing is found, and goes home 20 s after its last answer on the app clock', async () => {
    server.find = () => ({ kind: 'none' });
    const { onClose, dialog } = open();
    await wait(0);
    expect(within(dialog).getByText('Aucune réservation à ce nom pour le moment.')).toBeTruthy();
    await wait(ARRIVAL_RESET_MS - 2000);
    expect(onClose).not.toHaveBeenCalled();
    await wait(3000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks a checked-in guest how the meal was: five named faces, one tap sent once, then « Merci »', async () => {
    server.find = () => ({ ...FOUND, early: false, arrivedAt: '2026-11-24T17:05:00.000Z', canRate: true });
    const { dialog } = open();
    await wait(0);
    const faces = within(dialog).getByRole('group', { name: "Comment s'est passé votre repas ?" });
    const buttons = within(faces).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Très décevant',
      'Décevant',
      'Correct',
      'Bon',
      'Excellent',
    ]);
    expect(faces.querySelectorAll('svg')).toHaveLength(5);
    expect(faces.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    fireEvent.click(within(faces).getByRole('button', { name: 'Bon' }));
    fireEvent.click(within(faces).getByRole('button', { name: 'Excellent' }));
    await wait(0);
    const rated = server.calls.filter((c) => c.name === 'tabletMealFeedback');
    expect(rated).toEqual([
      { name: 'tabletMealFeedback', data: { name: 'Lefèvre', phoneEnd: '3344', rating: 4 } },
    ]);
    expect(within(dialog).getByText('Merci').getAttribute('role')).toBe('status');
    expect(within(dialog).queryByRole('group', { name: "Comment s'est passé votre repas ?" })).toBeNull();
  });

  it('offers no faces to a guest just checked in, and says so when the tap fails', async () => {
    const { dialog } = open();
    await wait(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Je suis arrivé' }));
    await wait(0);
    expect(within(dialog).queryByText("Comment s'est passé votre repas ?")).toBeNull();
    cleanup();
    server.find = () => ({ ...FOUND, arrivedAt: '2026-11-24T17:05:00.000Z', canRate: true });
    server.rate = () => {
      throw new Error('offline');
    };
    const second = open();
    await wait(0);
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Correct' }));
    await wait(0);
    expect(within(second.dialog).getByRole('alert').textContent).toBeTruthy();
    expect(within(second.dialog).queryByText('Merci')).toBeNull();
  });
});
