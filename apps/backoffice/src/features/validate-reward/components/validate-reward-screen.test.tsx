import type { ScannedCode, ScannedVoucher } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables, ValidateRewardResult } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { RECENT_SCANS_STORAGE_KEY } from '../recent-scans';
import { ValidateRewardScreen } from './validate-reward-screen';

type OnSuccess = (text: string) => void;

const qr = vi.hoisted(() => ({
  start:
    vi.fn<(camera: string, config: unknown, onSuccess: OnSuccess, onError: () => void) => Promise<null>>(),
}));

vi.mock('html5-qrcode', () => ({
  Html5Qrcode: class {
    static getCameras() {
      return Promise.resolve([{ id: 'back', label: 'Caméra arrière' }]);
    }
    start(camera: string, config: unknown, onSuccess: OnSuccess, onError: () => void) {
      return qr.start(camera, config, onSuccess, onError);
    }
    stop() {
      return Promise.resolve();
    }
  },
}));

const RESTAURANT = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };
const CODE = 'REWARD:312345678';
/** The code as people read it under the QR code. */
const PRINTED = '312 345 678';

const VOUCHER: ScannedVoucher = {
  kind: 'reward',
  code: CODE,
  rewardId: 'rw1',
  customerName: 'Léa Martin',
  restaurantId: 'r1',
  restaurantName: 'Le Bistrot',
  description: 'Remise fidélité',
  value: 10,
  euros: 10,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const USED_REFUSAL = 'Ce bon a déjà été utilisé/expiré (utilisé le 22/11/2026 à 14:05)';
const USED: ScannedVoucher = {
  ...VOUCHER,
  status: 'used',
  usedAt: '2026-11-22T13:05:00.000Z',
  refusal: USED_REFUSAL,
};

const APPLIED: ValidateRewardResult = {
  rewardId: 'rw1',
  customerName: 'Léa Martin',
  description: 'Remise fidélité',
  value: 10,
  name: 'Bon de réduction 10,00 €',
  usedAt: '2026-11-22T13:05:00.000Z',
};

/** Marie's gift voucher, named by its gift. */
const GIFT: ScannedVoucher = {
  ...VOUCHER,
  customerName: 'Camille Martin',
  description: '🍰 Dessert offert',
  value: 4,
  giftNumber: 4,
  giftName: 'Dessert offert',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

/** A FirebaseError as httpsCallable rejects with it. */
function callableError(code: string, message: string) {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

function renderAt(url: string, callables: Partial<StaffCallables>) {
  const router = createMemoryRouter(
    [
      { path: '/app/validate-reward', element: <ValidateRewardScreen restaurant={RESTAURANT} /> },
      { path: '/app/scan-fidelity', element: <h1>Scan fidélité</h1> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ToastProvider>
      <ServicesProvider value={{ repositories: {} as Repositories, callables: callables as StaffCallables }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </ToastProvider>,
  );
  return router;
}

const field = () => screen.getByRole('textbox', { name: 'Code du bon' });
const verify = () => screen.getByRole('button', { name: 'Vérifier' });
function typeAndVerify(code: string) {
  fireEvent.change(field(), { target: { value: code } });
  fireEvent.click(verify());
}
/** The text under the field (its aria-describedby). */
function fieldError(): string | undefined {
  const ids = field().getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
const recentItems = () => within(screen.getByTestId('recent-scans')).getAllByRole('listitem');

beforeEach(() => {
  sessionStorage.clear();
  qr.start.mockReset().mockResolvedValue(null);
  Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('ValidateRewardScreen', () => {
  it('checks the code of the address 500 ms after the page shows it', async () => {
    vi.useFakeTimers();
    const lookupScanCode = vi.fn(async (): Promise<ScannedCode> => VOUCHER);
    renderAt('/app/validate-reward?code=%20reward:312345678%20', { lookupScanCode });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(lookupScanCode).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(lookupScanCode).toHaveBeenCalledTimes(1);
    expect(lookupScanCode).toHaveBeenCalledWith({ code: CODE, restaurantId: 'r1' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByTestId('voucher-preview')).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe(PRINTED);
  });

  it('previews the voucher, applies it once confirmed, then shows it used', async () => {
    const lookupScanCode = vi
      .fn<StaffCallables['lookupScanCode']>()
      .mockResolvedValueOnce(VOUCHER)
      .mockResolvedValueOnce(USED);
    const validateReward = vi.fn<StaffCallables['validateReward']>().mockResolvedValue(APPLIED);
    renderAt(`/app/validate-reward?code=${CODE}`, { lookupScanCode, validateReward });

    const preview = await screen.findByTestId('voucher-preview');
    const card = within(preview);
    expect(card.getByText('Léa Martin')).toBeTruthy();
    expect(card.getByText('Remise fidélité')).toBeTruthy();
    // Named by its value, and the value again beside « Valeur » (what the till takes off the bill).
    expect(card.getAllByText('Bon de réduction 10,00 €').length).toBeGreaterThan(0);
    expect(card.getByTestId('voucher-value').textContent?.replace(/\s/g, ' ')).toBe('10,00 €');
    expect(card.getByText('Le Bistrot')).toBeTruthy();
    expect(card.getByText('20/11/2026 à 11:00')).toBeTruthy();
    expect(screen.getByText('Actif')).toBeTruthy();
    expect(validateReward).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Appliquer la remise' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Valider le bon de réduction 10,00 € de Léa Martin ?',
    });
    expect(validateReward).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Valider le bon' }));
    expect(
      (await screen.findAllByText('Bon de réduction 10,00 € validé pour Léa Martin')).length,
    ).toBeGreaterThan(0);
    expect(validateReward).toHaveBeenCalledWith({ code: CODE });
    const applied = await screen.findByTestId('voucher-applied');
    expect(applied.textContent).toContain('Bon de réduction 10,00 € validé pour Léa Martin');

    await waitFor(() => expect(lookupScanCode).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Utilisé')).toBeTruthy();
    expect(screen.getByText('Utilisé le')).toBeTruthy();
    expect(screen.getAllByText('22/11/2026 à 14:05').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Appliquer la remise' })).toBeNull();
    expect(screen.queryByTestId('voucher-refusal')).toBeNull();
    expect(recentItems()[0]?.textContent).toContain('Bon appliqué');
  });

  it('shows why a voucher cannot be applied, with no apply button', async () => {
    const lookupScanCode = vi.fn(async (): Promise<ScannedCode> => USED);
    const validateReward = vi.fn();
    renderAt('/app/validate-reward', { lookupScanCode, validateReward });
    typeAndVerify(CODE);
    expect((await screen.findByTestId('voucher-refusal')).textContent).toContain(USED_REFUSAL);
    expect(screen.getByText('Utilisé')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Appliquer la remise' })).toBeNull();
    expect(validateReward).not.toHaveBeenCalled();
    expect(recentItems()[0]?.textContent).toContain(USED_REFUSAL);
  });

  it('says so when the other till applied the voucher first', async () => {
    const lookupScanCode = vi
      .fn<StaffCallables['lookupScanCode']>()
      .mockResolvedValueOnce(VOUCHER)
      .mockResolvedValueOnce(USED);
    const validateReward = vi.fn(async () => {
      throw callableError('failed-precondition', USED_REFUSAL);
    });
    renderAt('/app/validate-reward', { lookupScanCode, validateReward });
    typeAndVerify(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer la remise' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Valider le bon' }));
    expect((await screen.findByTestId('voucher-apply-error')).textContent).toContain(USED_REFUSAL);
    await waitFor(() => expect(lookupScanCode).toHaveBeenCalledTimes(2));
    await screen.findByText('Utilisé');
    expect(screen.queryByRole('button', { name: 'Appliquer la remise' })).toBeNull();
    expect(screen.queryByTestId('voucher-applied')).toBeNull();
  });

  it("says 'Erreur lors de l'application de la remise' when the apply fails otherwise", async () => {
    const lookupScanCode = vi.fn(async (): Promise<ScannedCode> => VOUCHER);
    const validateReward = vi.fn(async () => {
      throw callableError('internal', 'internal');
    });
    renderAt('/app/validate-reward', { lookupScanCode, validateReward });
    typeAndVerify(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer la remise' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Valider le bon' }));
    expect((await screen.findByTestId('voucher-apply-error')).textContent).toContain(
      "Erreur lors de l'application de la remise",
    );
  });

  it('refuses a second check while one is running', async () => {
    const answer = deferred<ScannedCode>();
    const lookupScanCode = vi.fn(() => answer.promise);
    renderAt('/app/validate-reward', { lookupScanCode });
    typeAndVerify(CODE);
    expect(await screen.findByText('Vérification du bon…')).toBeTruthy();
    typeAndVerify('REWARD:399999999');
    expect(await screen.findByText('Scan déjà en cours, veuillez patienter...')).toBeTruthy();
    expect(lookupScanCode).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(VOUCHER));
    expect(await screen.findByTestId('voucher-preview')).toBeTruthy();
    typeAndVerify('REWARD:399999999');
    await waitFor(() => expect(lookupScanCode).toHaveBeenCalledTimes(2));
  });

  it('checks the next code at once after an apply, while the voucher is read again', async () => {
    const reread = deferred<ScannedCode>();
    const lookupScanCode = vi
      .fn<StaffCallables['lookupScanCode']>()
      .mockResolvedValueOnce(VOUCHER)
      .mockReturnValueOnce(reread.promise)
      .mockResolvedValueOnce(GIFT);
    const validateReward = vi.fn<StaffCallables['validateReward']>().mockResolvedValue(APPLIED);
    renderAt(`/app/validate-reward?code=${CODE}`, { lookupScanCode, validateReward });
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer la remise' }));
    const ask = await screen.findByRole('alertdialog');
    fireEvent.click(within(ask).getByRole('button', { name: 'Valider le bon' }));
    await screen.findByTestId('voucher-applied');
    await waitFor(() => expect(lookupScanCode).toHaveBeenCalledTimes(2));

    // The read after the apply has not answered yet: the next code is checked, not refused as « en cours ».
    typeAndVerify('REWARD:399999999');
    await waitFor(() => expect(lookupScanCode).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('Camille Martin')).toBeTruthy();
    expect(screen.queryByText('Scan déjà en cours, veuillez patienter...')).toBeNull();
    // The late answer of the first voucher's read leaves the new one on screen.
    await act(async () => reread.resolve(USED));
    expect(screen.getByText('Camille Martin')).toBeTruthy();
  });

  it('keeps the 5 latest scans, newest first, for the session', async () => {
    const lookupScanCode = vi.fn(async ({ code }: { code: string }): Promise<ScannedCode> => ({
      ...VOUCHER,
      code,
    }));
    renderAt('/app/validate-reward', { lookupScanCode });
    const codes = ['1', '2', '3', '4', '5', '6'].map((n) => `REWARD:31234567${n}`);
    for (const code of codes) {
      typeAndVerify(code);
      const printed = `${code.slice(7, 10)} ${code.slice(10, 13)} ${code.slice(13)}`;
      await waitFor(() =>
        expect(within(screen.getByTestId('voucher-preview')).getByText(printed)).toBeTruthy(),
      );
      await act(async () => undefined);
    }
    const items = recentItems();
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.querySelector('.recent-scans__code')?.textContent)).toEqual(
      [...codes]
        .reverse()
        .slice(0, 5)
        .map((code) => `${code.slice(7, 10)} ${code.slice(10, 13)} ${code.slice(13)}`),
    );
    expect(items[0]?.textContent).toContain('Bon valide');
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const stored = JSON.parse(sessionStorage.getItem(RECENT_SCANS_STORAGE_KEY) ?? '[]') as unknown[];
    expect(stored).toHaveLength(5);

    // Back on the page later in the session: the list is still there.
    cleanup();
    renderAt('/app/validate-reward', { lookupScanCode });
    expect(recentItems()).toHaveLength(5);
  });

  it('checks the format locally first', async () => {
    const lookupScanCode = vi.fn();
    renderAt('/app/validate-reward', { lookupScanCode });
    expect(screen.getByText('Aucun scan pour le moment.')).toBeTruthy();
    fireEvent.click(verify());
    await waitFor(() => expect(fieldError()).toBe('Veuillez saisir un code'));
    typeAndVerify('REWARD:12');
    await waitFor(() =>
      expect(fieldError()).toBe(
        'Code invalide Saisissez les 9 chiffres du bon (ex. 335 478 293) ou les 8 chiffres de la carte de fidélité.',
      ),
    );
    expect(fieldError()).not.toMatch(/REWARD|LOYALTY/);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(lookupScanCode).not.toHaveBeenCalled();
    expect(recentItems()[0]?.textContent).toContain('Code invalide');
  });

  it('sends a loyalty card to the loyalty scan page', async () => {
    const lookupScanCode = vi.fn();
    renderAt('/app/validate-reward', { lookupScanCode });
    typeAndVerify(' loyalty:21234567 ');
    const notice = await screen.findByTestId('scan-loyalty-notice');
    expect(notice.textContent).toContain('Ce code est une carte de fidélité');
    const link = within(notice).getByRole('link', { name: 'Ouvrir le scan fidélité' });
    expect(link.getAttribute('href')).toBe('/app/scan-fidelity?code=21234567');
    expect(notice.textContent).toContain('2123 4567 n');
    expect(lookupScanCode).not.toHaveBeenCalled();
  });

  it.each([
    [callableError('not-found', 'Bon de remise non trouvé'), 'Bon de remise non trouvé'],
    [
      callableError('failed-precondition', 'Ce bon est à utiliser chez Le Comptoir'),
      'Ce bon est à utiliser chez Le Comptoir',
    ],
    [callableError('internal', 'internal'), 'Erreur lors de la vérification du bon'],
    [callableError('unavailable', 'Failed to fetch'), 'Erreur lors de la vérification du bon'],
    [new Error('Boom'), 'Erreur lors de la vérification du bon'],
  ])('shows a failed lookup as the catalogue says (%s)', async (error, message) => {
    const lookupScanCode = vi.fn(async () => {
      throw error;
    });
    renderAt('/app/validate-reward', { lookupScanCode });
    typeAndVerify(CODE);
    expect((await screen.findByTestId('scan-error')).textContent).toContain(message);
    expect(recentItems()[0]?.textContent).toContain(message);
  });

  it('puts a code read by the camera in the address, then checks it', async () => {
    const lookupScanCode = vi.fn(async (): Promise<ScannedCode> => VOUCHER);
    const router = renderAt('/app/validate-reward', { lookupScanCode });
    fireEvent.click(screen.getByRole('button', { name: 'Scanner avec la caméra' }));
    await screen.findByText('Visez le code');
    const onSuccess = qr.start.mock.calls[0]?.[2];
    act(() => onSuccess?.(CODE));
    await waitFor(() => expect(router.state.location.search).toBe('?code=312345678'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(lookupScanCode).toHaveBeenCalledWith({ code: CODE, restaurantId: 'r1' }));
    expect(await screen.findByTestId('voucher-preview')).toBeTruthy();
  });

  it('takes the digits alone, spaces included, and names the gift rather than its number', async () => {
    const lookupScanCode = vi.fn(async (): Promise<ScannedCode> => GIFT);
    renderAt('/app/validate-reward', { lookupScanCode });
    typeAndVerify(' 312 345 678 ');
    const preview = within(await screen.findByTestId('voucher-preview'));
    expect(lookupScanCode).toHaveBeenCalledWith({ code: CODE, restaurantId: 'r1' });
    expect(preview.getAllByText('Dessert offert').length).toBeGreaterThan(0);
    expect(preview.getByText(PRINTED)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Cadeau n°|REWARD/);
  });

  it('gives the voucher back within the minute, counting the seconds down', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T13:05:00.000Z'));
    const lookupScanCode = vi
      .fn<StaffCallables['lookupScanCode']>()
      .mockResolvedValueOnce(GIFT)
      .mockResolvedValueOnce({ ...GIFT, status: 'used', usedAt: APPLIED.usedAt, refusal: USED_REFUSAL })
      .mockResolvedValue(GIFT);
    const validateReward = vi.fn(async () => ({
      ...APPLIED,
      name: 'Dessert offert',
      customerName: 'Camille Martin',
    }));
    const undoRewardValidation = vi.fn(async () => ({
      rewardId: 'rw1',
      name: 'Dessert offert',
      status: 'active' as const,
    }));
    renderAt('/app/validate-reward', { lookupScanCode, validateReward, undoRewardValidation });
    typeAndVerify(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer la remise' }));
    await screen.findByRole('alertdialog', { name: 'Valider le bon « Dessert offert » de Camille Martin ?' });
    fireEvent.click(screen.getByRole('button', { name: 'Valider le bon' }));
    const applied = within(await screen.findByTestId('voucher-applied'));
    expect(applied.getByText('Possible encore 60 s')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(15_000));
    expect(applied.getByText('Possible encore 45 s')).toBeTruthy();
    fireEvent.click(applied.getByRole('button', { name: 'Annuler la validation' }));
    await waitFor(() =>
      expect(undoRewardValidation).toHaveBeenCalledWith({ rewardId: 'rw1', restaurantId: 'r1' }),
    );
    expect(
      (await screen.findAllByText('Validation annulée : le bon « Dessert offert » est de nouveau disponible'))
        .length,
    ).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Appliquer la remise' })).toBeTruthy();
    expect(screen.queryByTestId('voucher-applied')).toBeNull();
    expect(recentItems()[0]?.textContent).toContain('Validation annulée');
  });

  it('hides the undo once the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T13:05:00.000Z'));
    const lookupScanCode = vi
      .fn<StaffCallables['lookupScanCode']>()
      .mockResolvedValueOnce(VOUCHER)
      .mockResolvedValue(USED);
    const validateReward = vi.fn(async () => APPLIED);
    renderAt('/app/validate-reward', { lookupScanCode, validateReward });
    typeAndVerify(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer la remise' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Valider le bon' }));
    const applied = within(await screen.findByTestId('voucher-applied'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(applied.queryByRole('button', { name: 'Annuler la validation' })).toBeNull();
  });
});
