import type { SendCampaignInput } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { CampaignComposer } from './campaign-composer';

const RESTAURANT = { id: 'r1', name: 'Au Bureau', emoji: '🍺' };

/** The composer against callables that answer as the server would; `counts` are the successive audience counts. */
function renderComposer({
  counts = [2],
  sendTest = async () => ({ to: 'nina@resto.test' }),
}: {
  counts?: number[];
  sendTest?: (input: SendCampaignInput) => Promise<{ to: string }>;
} = {}) {
  let reads = 0;
  const callables = {
    previewCampaignAudience: vi.fn(async () => {
      const recipients = counts[Math.min(reads, counts.length - 1)]!;
      reads += 1;
      return { recipients, sample: null };
    }),
    sendCampaign: vi.fn(async () => ({ campaignId: 'c1', total: 3, status: 'sent', sent: 3, failed: 0 })),
    sendCampaignTest: vi.fn(sendTest),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <ServicesProvider
        value={{ repositories: {} as Repositories, callables: callables as unknown as StaffCallables }}
      >
        <QueryClientProvider client={client}>
          <CampaignComposer restaurant={RESTAURANT} />
        </QueryClientProvider>
      </ServicesProvider>
    </ToastProvider>,
  );
  return callables;
}

const form = () => screen.getByRole('form', { name: 'Nouvelle campagne' });
const press = (name: string | RegExp) => fireEvent.click(within(form()).getByRole('button', { name }));
function write(subject: string, content: string) {
  fireEvent.change(within(form()).getByRole('textbox', { name: /Objet/ }), { target: { value: subject } });
  fireEvent.change(within(form()).getByRole('textbox', { name: 'Message' }), { target: { value: content } });
}

afterEach(cleanup);

describe('Nouvelle campagne', () => {
  it('« Envoyer un test à moi-même » sends the campaign to the test callable only, and says where it went', async () => {
    const callables = renderComposer();
    await screen.findByText(/2 destinataire\(s\)/);
    press('Envoyer un test à moi-même');
    expect(within(form()).getByRole('alert').textContent).toBe(
      'Tous les champs obligatoires doivent être remplis',
    );
    expect(callables.sendCampaignTest).not.toHaveBeenCalled();

    write('Soirée jazz', 'Bonjour [Prénom]');
    await act(async () => press('Envoyer un test à moi-même'));
    expect(await screen.findByText('Test envoyé à nina@resto.test')).toBeTruthy();
    expect(callables.sendCampaignTest).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: 'Soirée jazz',
        content: 'Bonjour [Prénom]',
        targetRestaurant: 'r1',
      }),
    );
    expect(callables.sendCampaign).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's reason when a test is refused (too many tests)", async () => {
    renderComposer({
      sendTest: async () => {
        throw Object.assign(new Error('Trop de requêtes, veuillez réessayer dans quelques minutes'), {
          code: 'functions/resource-exhausted',
        });
      },
    });
    write('Soirée jazz', 'Bonjour');
    await act(async () => press('Envoyer un test à moi-même'));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'Trop de requêtes, veuillez réessayer dans quelques minutes',
    );
  });

  it('asks « Envoyer à N clients ? » with the count read again from the server, and sends only once confirmed', async () => {
    // The composer read 2; a customer agreed since: the confirmation names 3.
    const callables = renderComposer({ counts: [2, 3] });
    await screen.findByText(/2 destinataire\(s\)/);
    write('Soirée jazz', 'Bonjour [Prénom]');
    press('Envoyer la campagne');
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer à 3 clients ?' });
    expect(within(dialog).getByText(/« Soirée jazz » partira maintenant vers 3 clients/)).toBeTruthy();
    expect(callables.previewCampaignAudience).toHaveBeenCalledTimes(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callables.sendCampaign).not.toHaveBeenCalled();

    press('Envoyer la campagne');
    const again = await screen.findByRole('alertdialog', { name: 'Envoyer à 3 clients ?' });
    await act(async () =>
      fireEvent.click(within(again).getByRole('button', { name: 'Envoyer à 3 clients' })),
    );
    expect(await screen.findByText('Campagne envoyée avec succès ! 3/3 clients')).toBeTruthy();
    expect(callables.sendCampaign).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cannot confirm a send to nobody', async () => {
    const callables = renderComposer({ counts: [0] });
    write('Soirée jazz', 'Bonjour');
    press('Envoyer la campagne');
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer à 0 client ?' });
    expect(within(dialog).getByText('Aucun client trouvé pour ce segment')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' }).hasAttribute('disabled')).toBe(true);
    expect(callables.sendCampaign).not.toHaveBeenCalled();
  });

  it('« SMS »: counts 1 SMS / 2 SMS with the STOP mention as staff type, has no link nor test, sends on the SMS channel', async () => {
    const callables = renderComposer();
    fireEvent.click(within(form()).getByRole('radio', { name: 'SMS' }));
    await screen.findByText(/destinataire\(s\) ayant accepté les SMS de/);
    expect(callables.previewCampaignAudience).toHaveBeenLastCalledWith(
      expect.objectContaining({ channel: 'sms' }),
    );
    expect(within(form()).queryByRole('button', { name: 'Envoyer un test à moi-même' })).toBeNull();
    expect(screen.getByTestId('campaign-sms-no-test').textContent).toMatch(
      /^Pas d'envoi de test par SMS : il partirait vers un numéro sans consentement enregistré/,
    );
    expect(within(form()).getByText(/La mention « STOP : répondez STOP » est ajoutée/)).toBeTruthy();
    fireEvent.change(within(form()).getByRole('textbox', { name: /Nom de la campagne/ }), {
      target: { value: 'Truffe' },
    });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Menu truffe cette semaine' },
    });
    expect(screen.getByTestId('campaign-sms-count').textContent).toBe('1 SMS');
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Menu truffe cette semaine. '.repeat(6) },
    });
    expect(screen.getByTestId('campaign-sms-count').textContent).toBe('2 SMS');
    press('Envoyer la campagne');
    const dialog = await screen.findByRole('alertdialog', { name: /Envoyer à \d+ clients ?/ });
    expect(within(dialog).getByText(/ayant accepté les SMS de/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Envoyer à/ })));
    expect(callables.sendCampaign).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'sms', subject: 'Truffe' }),
    );
    expect((callables.sendCampaign.mock.calls as unknown[][])[0]?.[0]).not.toHaveProperty('redirection');
  });
});
