import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { AutoConfirmSection } from './auto-confirm-section';

afterEach(cleanup);

async function renderSection(saved: unknown) {
  const saveAutoConfirmRule = vi.fn(async ({ rule }: { rule: unknown }) => ({ ok: true, rule }));
  const repositories = {
    restaurants: { getSettings: async () => (saved ? { autoConfirmRule: saved } : null) },
  } as unknown as Repositories;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ServicesProvider
          value={{ repositories, callables: { saveAutoConfirmRule } as unknown as StaffCallables }}
        >
          <AutoConfirmSection restaurantId="r1" />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Confirmation automatique' });
  return { saveAutoConfirmRule };
}

describe('AutoConfirmSection', () => {
  it('starts off with the proposed values, and saves the rule once turned on', async () => {
    const { saveAutoConfirmRule } = await renderSection(null);
    const toggle = screen.getByRole('switch', { name: 'Confirmer automatiquement les demandes en ligne' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.change(screen.getByRole('textbox', { name: 'Jusqu’à combien de personnes' }), {
      target: { value: '6' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la règle' }));
    });
    expect(saveAutoConfirmRule).toHaveBeenCalledWith({
      restaurantId: 'r1',
      rule: { enabled: true, maxPartySize: 6, maxSlotFillPercent: 80 },
    });
    expect(await screen.findByText('Confirmation automatique enregistrée')).toBeTruthy();
  });

  it('says what is wrong under the field and does not save it', async () => {
    const { saveAutoConfirmRule } = await renderSection({
      enabled: true,
      maxPartySize: 4,
      maxSlotFillPercent: 70,
    });
    fireEvent.change(screen.getByRole('textbox', { name: /rempli à plus de/ }), { target: { value: '120' } });
    expect(screen.getByText('Le taux de remplissage est compris entre 0 et 100 %')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Enregistrer la règle' }).hasAttribute('disabled') ||
        screen.getByRole('button', { name: 'Enregistrer la règle' }).getAttribute('aria-disabled') === 'true',
    ).toBe(true);
    expect(saveAutoConfirmRule).not.toHaveBeenCalled();
  });
});
