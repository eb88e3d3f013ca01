import '../../../lib/jsdom-css-escape';
import type { MyVoucher } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoucherOverlay } from './voucher-overlay';

const qr = vi.hoisted(() => ({
  draw: async (code: string): Promise<string> => `data:image/png;base64,${code}`,
}));
vi.mock('../../../lib/qr-code/qr-code', () => ({
  QR_WIDTH: 300,
  toQrDataUrl: (code: string) => qr.draw(code),
}));

const VOUCHER: MyVoucher = {
  id: 'v1',
  restaurantId: 'r1',
  restaurantName: 'Au Bureau',
  description: '☕ Café offert',
  value: 2,
  code: 'REWARD:312345602',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  giftNumber: 2,
  giftName: 'Café offert',
};

function open(voucher: MyVoucher = VOUCHER) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <VoucherOverlay voucher={voucher} customerName="Marie Dupont" onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: '☕ Café offert' }) };
}

const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '');
const press = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

function setNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

beforeEach(() => {
  qr.draw = async (code) => `data:image/png;base64,${code}`;
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VoucherOverlay', () => {
  it('shows the voucher: customer, value, validity, a 300 px QR code and the code to type', async () => {
    const { dialog } = open();
    expect(within(dialog).getByText('Au Bureau')).toBeTruthy();
    expect(within(dialog).getByText('Marie Dupont')).toBeTruthy();
    // The gift by its name, never « Cadeau n°2 »; the code as printed, never its prefix.
    expect(within(dialog).getByText('Café offert')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Cadeau n°|REWARD/);
    expect(within(dialog).getByText('Valable à vie')).toBeTruthy();
    expect(within(dialog).getByTestId('voucher-code').textContent).toBe('312 345 602');
    const image = (await within(dialog).findByTestId('voucher-qr')) as HTMLImageElement;
    expect(image.alt).toBe('QR code du bon 312 345 602');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,REWARD:312345602');
    expect(image.getAttribute('width')).toBe('300');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('keeps the written code when the QR code cannot be drawn, and says so', async () => {
    qr.draw = async () => {
      throw new Error('canvas');
    };
    const { dialog } = open();
    await waitFor(() => expect(toastTexts().join()).toContain('Erreur lors de la génération du QR code'));
    expect(within(dialog).queryByTestId('voucher-qr')).toBeNull();
    expect(within(dialog).getByTestId('voucher-code').textContent).toBe('312 345 602');
  });

  it('copies the code when the device cannot share: « Code QR copié ! »', async () => {
    const writeText = vi.fn(async () => {});
    setNavigator('clipboard', { writeText });
    const { dialog } = open();
    press(dialog, 'Partager');
    await waitFor(() => expect(toastTexts().join()).toContain('Code QR copié !'));
    expect(writeText).toHaveBeenCalledWith('312 345 602');
  });

  it("says 'Erreur lors de la copie' when the copy fails", async () => {
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    const { dialog } = open();
    press(dialog, 'Partager');
    await waitFor(() => expect(toastTexts().join()).toContain('Erreur lors de la copie'));
  });

  it('shares through the device with the code as text; a cancelled share says nothing', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.fn(async () => {});
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    const { dialog } = open();
    press(dialog, 'Partager');
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: '☕ Café offert — Au Bureau', text: '312 345 602' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writeText).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });

  it('falls back to copying when sharing fails for another reason', async () => {
    setNavigator(
      'share',
      vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))),
    );
    const writeText = vi.fn(async () => {});
    setNavigator('clipboard', { writeText });
    const { dialog } = open();
    press(dialog, 'Partager');
    await waitFor(() => expect(toastTexts().join()).toContain('Code QR copié !'));
  });

  it('prints, and closes with « Fermer » or Escape', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { dialog, onClose } = open();
    press(dialog, 'Imprimer');
    expect(print).toHaveBeenCalled();
    press(dialog, 'Fermer');
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Imprimer' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByRole('button', { name: 'Fermer le bon' })).toBeTruthy();
  });
});
