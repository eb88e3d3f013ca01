import { DEFAULT_SMS_TEXTS } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { SmsMessagesSection } from './sms-messages-section';

afterEach(cleanup);

function renderSection({
  smsSettings,
  usage = [{ month: '2026-12', messages: 3, segments: 4, capped: 0 }],
  getById = async () => ({ id: 'r1', name: 'Au Bureau', smsSettings }),
}: {
  smsSettings?: unknown;
  usage?: unknown[];
  getById?: () => Promise<unknown>;
}) {
  const saveSmsSettings = vi.fn(async ({ settings }: { settings: unknown }) => ({ ok: true, settings }));
  const readSmsUsage = vi.fn(async () => ({ usage }));
  const repositories = { restaurants: { getById } } as unknown as Repositories;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ServicesProvider
          value={{ repositories, callables: { saveSmsSettings, readSmsUsage } as unknown as StaffCallables }}
        >
          <SmsMessagesSection restaurantId="r1" />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { saveSmsSettings, readSmsUsage };
}

const saveButton = () => screen.getByRole('button', { name: 'Enregistrer les messages' });
const isDisabled = (el: HTMLElement) =>
  el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true';

describe('SmsMessagesSection', () => {
  it('starts with every SMS off and the default texts, counts as staff type, and saves the whole settings', async () => {
    const { saveSmsSettings } = renderSection({});
    await screen.findByRole('heading', { name: 'Messages' });
    const reminder = screen.getByRole('switch', { name: 'Rappel avant la venue par SMS' });
    expect((reminder as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('sms-count-confirmation').textContent).toBe('1 SMS');
    expect(await screen.findByText('Ce mois-ci : 4 SMS sur 500 (0,28 € HT)')).toBeTruthy();

    const confirmation = screen.getByRole('textbox', {
      name: 'Texte du SMS : confirmation de la réservation',
    });
    fireEvent.change(confirmation, {
      target: { value: `${DEFAULT_SMS_TEXTS.confirmation} ${'a'.repeat(80)}` },
    });
    expect(screen.getByTestId('sms-count-confirmation').textContent).toBe('2 SMS');
    // A character outside GSM-7 switches to UCS-2: fewer characters per SMS, and staff are told why.
    fireEvent.change(confirmation, { target: { value: '{restaurant} vous attend ✓' } });
    expect(screen.getByTestId('sms-count-confirmation').textContent).toBe(
      '1 SMS · caractères spéciaux : 70 caractères par SMS',
    );

    fireEvent.click(reminder);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom d’expéditeur' }), {
      target: { value: 'AuBureau' },
    });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(saveSmsSettings).toHaveBeenCalledWith({
      restaurantId: 'r1',
      settings: expect.objectContaining({
        reminder: true,
        confirmation: false,
        senderName: 'AuBureau',
        confirmationText: '{restaurant} vous attend ✓',
        maxSegments: 2,
        monthlyCap: 500,
      }),
    });
    expect(await screen.findByText('Messages enregistrés')).toBeTruthy();
  });

  it('refuses a sender name, a text past the chosen length and a reminder without its links, under each field', async () => {
    const { saveSmsSettings } = renderSection({ smsSettings: { reminder: true, senderName: 'AuBureau' } });
    await screen.findByRole('heading', { name: 'Messages' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom d’expéditeur' }), {
      target: { value: 'Café Zinc' },
    });
    expect(screen.getByText(/Nom d'expéditeur SMS invalide/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom d’expéditeur' }), {
      target: { value: 'Zinc' },
    });

    fireEvent.click(screen.getByRole('radio', { name: '1 SMS (160 caractères)' }));
    // The default reminder, with its two links, is past one SMS.
    const reminderCard = within(screen.getByRole('group', { name: 'Rappel avant la venue' }));
    expect(reminderCard.getByText('Ce texte fait 2 SMS : 1 SMS au plus')).toBeTruthy();
    expect(isDisabled(saveButton())).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: '2 SMS (306 caractères)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Texte du SMS : rappel avant la venue' }), {
      target: { value: 'À ce soir !' },
    });
    expect(screen.getByText('Le rappel doit garder {confirmer} et {annuler}')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Plafond mensuel (SMS)' }), {
      target: { value: '-3' },
    });
    expect(screen.getByText('Plafond mensuel : un nombre entier de 0 à 100 000 SMS')).toBeTruthy();
    expect(isDisabled(saveButton())).toBe(true);
    expect(saveSmsSettings).not.toHaveBeenCalled();
  });

  it('tells staff when the month’s cap was reached', async () => {
    renderSection({
      smsSettings: { confirmation: true, monthlyCap: 10 },
      usage: [
        { month: '2026-12', messages: 9, segments: 10, capped: 2, capReachedAt: '2026-12-02T17:30:00.000Z' },
      ],
    });
    expect(
      await screen.findByText(
        'Plafond mensuel atteint le 02/12/2026 à 18:30 : les messages de ce mois partent par e-mail seulement.',
      ),
    ).toBeTruthy();
  });

  it('says when the settings cannot be read, and reads them again on « Réessayer »', async () => {
    const getById = vi.fn().mockRejectedValueOnce(new Error('offline'));
    getById.mockResolvedValue({ id: 'r1', name: 'Au Bureau' });
    renderSection({ getById });
    expect(await screen.findByText('Impossible de charger les réglages des SMS')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('switch', { name: 'Confirmation de la réservation par SMS' }),
    ).toBeTruthy();
  });
});
