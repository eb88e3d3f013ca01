import type { WebhookDeliverySummary, WebhookSubscriptionSummary } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { WebhooksPanel } from './webhooks-panel';

afterEach(cleanup);

const SUB: WebhookSubscriptionSummary = {
  id: 'wh1',
  url: 'https://crm.example.fr/hooks',
  events: ['reservation.created', 'reservation.cancelled'],
  secretPrefix: 'whsec_1a2b3c…',
  createdAt: '2026-11-24T09:00:00.000Z',
  createdByName: 'Claire',
  rotatedAt: null,
  previousSecretUntil: null,
};
const FAILED: WebhookDeliverySummary = {
  id: 'evt_1_wh1',
  eventId: 'evt_1',
  eventType: 'reservation.cancelled',
  status: 'failed',
  attempts: 7,
  createdAt: '2026-11-23T10:00:00.000Z',
  lastAttemptAt: '2026-11-24T06:36:00.000Z',
  nextAttemptAt: null,
  lastStatusCode: 503,
  lastError: 'HTTP 503',
  deliveredAt: null,
  redeliveryOf: null,
};

function renderPanel(subscriptions: WebhookSubscriptionSummary[] = [SUB]) {
  let current = [...subscriptions];
  const callables = {
    listWebhooks: vi.fn(async () => ({ subscriptions: current })),
    createWebhook: vi.fn(async ({ url, events }: { url: string; events: string[] }) => {
      const created = { ...SUB, id: 'wh2', url, events } as WebhookSubscriptionSummary;
      current = [created, ...current];
      return { subscription: created, secret: 'whsec_created_once' };
    }),
    rotateWebhookSecret: vi.fn(async () => ({
      subscription: { ...SUB, previousSecretUntil: '2026-11-25T10:00:00.000Z' },
      secret: 'whsec_rotated_once',
    })),
    deleteWebhook: vi.fn(async () => {
      current = [];
      return { ok: true };
    }),
    listWebhookDeliveries: vi.fn(async () => ({ deliveries: [FAILED] })),
    redeliverWebhook: vi.fn(async () => ({
      delivery: { ...FAILED, id: 'evt_1_wh1_r1', status: 'pending', attempts: 0, redeliveryOf: FAILED.id },
    })),
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ServicesProvider
          value={{ repositories: {} as Repositories, callables: callables as unknown as StaffCallables }}
        >
          <WebhooksPanel restaurantId="r1" />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return callables;
}

describe('WebhooksPanel', () => {
  it('lists the subscriptions; a new one sends its URL and events and shows its secret once', async () => {
    const callables = renderPanel();
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(list).getByText('https://crm.example.fr/hooks')).toBeTruthy();
    expect(within(list).getByText('Réservation créée · Réservation annulée')).toBeTruthy();
    expect(within(list).queryByText(/whsec_created_once/)).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /Adresse de réception/ }), {
      target: { value: 'https://erp.example.fr/in' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Nouvel avis/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Créer le webhook' }));
    });
    expect(callables.createWebhook).toHaveBeenCalledWith({
      restaurantId: 'r1',
      url: 'https://erp.example.fr/in',
      events: ['review.created'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Secret de signature du webhook' });
    expect(within(dialog).getByLabelText('Secret de signature').textContent).toBe('whsec_created_once');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'J’ai copié le secret' }));
    });
    expect(screen.queryByText('whsec_created_once')).toBeNull();
    expect(await screen.findByText('https://erp.example.fr/in')).toBeTruthy();
  });

  it('rotates after a confirmation and shows the new secret once', async () => {
    const callables = renderPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Nouveau secret pour https://crm.example.fr/hooks' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Créer un nouveau secret ?' });
    expect(callables.rotateWebhookSecret).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Créer le nouveau secret' }));
    });
    expect(callables.rotateWebhookSecret).toHaveBeenCalledWith({ restaurantId: 'r1', subscriptionId: 'wh1' });
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau secret de signature' });
    expect(within(dialog).getByLabelText('Secret de signature').textContent).toBe('whsec_rotated_once');
    expect(within(dialog).getByText(/L’ancien reste valable 24 h/)).toBeTruthy();
  });

  it('opens the delivery log and « Renvoyer » sends the delivery again', async () => {
    const callables = renderPanel();
    const open = await screen.findByRole('button', {
      name: 'Journal des envois de https://crm.example.fr/hooks',
    });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const log = await screen.findByRole('list', { name: 'Journal des envois' });
    expect(within(log).getByText('Échec')).toBeTruthy();
    expect(within(log).getByText(/7 tentatives · réponse 503/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(log).getByRole('button', { name: 'Renvoyer Réservation annulée evt_1' }));
    });
    expect(callables.redeliverWebhook).toHaveBeenCalledWith({ restaurantId: 'r1', deliveryId: 'evt_1_wh1' });
    expect(await screen.findByText('Nouvel envoi programmé')).toBeTruthy();
    expect(callables.listWebhookDeliveries.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('deletes after a confirmation, then shows the empty state', async () => {
    const callables = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer https://crm.example.fr/hooks' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer ce webhook ?' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    });
    expect(callables.deleteWebhook).toHaveBeenCalledWith({ restaurantId: 'r1', subscriptionId: 'wh1' });
    expect(await screen.findByText('Aucun webhook')).toBeTruthy();
  });

  it('says when the list cannot be read, and offers to retry', async () => {
    renderFailing();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

function renderFailing() {
  const callables = { listWebhooks: vi.fn(async () => Promise.reject(new Error('réseau'))) };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ServicesProvider
          value={{ repositories: {} as Repositories, callables: callables as unknown as StaffCallables }}
        >
          <WebhooksPanel restaurantId="r1" />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
