import { CallableError } from '@app/data/functions-client';
import type { TabletVisitResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testQueryClient } from '../../../test-utils';
import { AccountDialog } from './account-dialog';

const server = vi.hoisted(() => ({
  calls: [] as { name: string; data: Record<string, unknown> }[],
  create: (_data: Record<string, unknown>): unknown => null,
  confirm: (_data: Record<string, unknown>): unknown => null,
}));
vi.mock('../../../lib/tablet-functions', () => ({
  callAsDevice: async (name: string, data: Record<string, unknown>) => {
    server.calls.push({ name, data });
    if (name === 'tabletCreateAccount') return server.create(data);
    if (name === 'tabletConfirmAccount') return server.confirm(data);
    throw new Error(`unexpected ${name}`);
  },
}));

const RESULT: TabletVisitResult = { firstName: 'Léa', pointsEarned: 8, totalPoints: 8, gifts: [] };

function open(prefill?: { phone?: string; email?: string }) {
  const props = { onClose: vi.fn(), onDone: vi.fn() };
  render(
    <Providers client={testQueryClient()}>
      <AccountDialog restaurantName="Au Bureau" prefill={prefill} {...props} />
    </Providers>,
  );
  return props;
}

const dialog = () => screen.getByRole('dialog', { name: 'Créer mon compte VIP' });
const box = (name: string) => within(dialog()).getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const terms = () =>
  within(dialog()).getByRole('checkbox', {
    name: "J'accepte les conditions d'utilisation et la politique de confidentialité",
  });
const submit = () => within(dialog()).getAllByRole('button').at(-1) as HTMLButtonElement;
const calls = (name: string) => server.calls.filter((c) => c.name === name);

function fill() {
  type('Prénom', 'Léa');
  type('Nom', 'Martin');
  type('E-mail', ' Lea@Exemple.fr ');
  type('Téléphone', '0612345678');
}

beforeEach(() => {
  server.calls.length = 0;
  server.create = (data) => ({
    codeSent: true,
    email: data.email,
    resendAvailableAt: '2026-11-24T10:00:00.000Z',
  });
  server.confirm = () => RESULT;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AccountDialog', () => {
  it('has every field labelled, the consents and the terms links', () => {
    open({ email: 'lea@exemple.fr' });
    for (const name of ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Code postal'])
      expect(box(name)).toBeTruthy();
    expect((box('E-mail') as HTMLInputElement).value).toBe('lea@exemple.fr');
    expect(within(dialog()).getByLabelText('Date de naissance').getAttribute('type')).toBe('date');
    expect(
      within(dialog()).getByRole('checkbox', {
        name: "J'accepte de recevoir les offres de Au Bureau par email et SMS",
      }),
    ).toBeTruthy();
    const cgu = within(dialog()).getByRole('link', { name: "conditions d'utilisation" });
    expect(cgu.getAttribute('href')).toMatch(/\/conditions-utilisation$/);
    expect(cgu.getAttribute('target')).toBe('_blank');
    const privacy = within(dialog()).getByRole('link', { name: 'politique de confidentialité' });
    expect(privacy.getAttribute('href')).toMatch(/\/confidentialite$/);
  });

  it('waits for the terms, then checks the form in order', async () => {
    open();
    expect(submit().textContent).toBe('Conditions générales requises');
    expect(submit().disabled).toBe(true);
    fireEvent.click(terms());
    expect(submit().textContent).toBe('Créer mon compte');
    fireEvent.click(submit());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(MESSAGES.tablet.requiredFields);
    fill();
    type('E-mail', 'lea');
    fireEvent.click(submit());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(MESSAGES.profile.invalidEmail);
    type('Code postal', '75a0112');
    expect((box('Code postal') as HTMLInputElement).value).toBe('75011');
    expect(calls('tabletCreateAccount')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    server.create = () => {
      throw new CallableError('already-exists', 'Un compte existe déjà avec cet email');
    };
    open();
    fill();
    fireEvent.click(terms());
    fireEvent.click(submit());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Un compte existe déjà avec cet email',
    );
  });

  it('offers « Renvoyer le code » only once the 5 minutes since the code are over', async () => {
    // The clock stands still (Date only: testing-library's waits keep real timers), so the minutes left do not
    // depend on how long a busy machine takes to render.
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z'), toFake: ['Date'] });
    server.create = (data) => ({
      codeSent: true,
      email: data.email,
      resendAvailableAt: '2026-11-24T10:04:30.000Z',
    });
    open();
    fill();
    fireEvent.click(terms());
    fireEvent.click(submit());
    expect(await within(dialog()).findByText(MESSAGES.login.resendLocked(5))).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Renvoyer le code' })).toBeNull();
  });

  it('creates the account, then confirms it with the mailed code', async () => {
    let wrong = true;
    server.confirm = () => {
      if (wrong) throw new CallableError('permission-denied', MESSAGES.login.wrongCode);
      return RESULT;
    };
    const props = open();
    fill();
    fireEvent.click(
      within(dialog()).getByRole('checkbox', {
        name: "J'accepte de recevoir les offres de Au Bureau par email et SMS",
      }),
    );
    fireEvent.click(terms());
    fireEvent.click(submit());
    expect(await within(dialog()).findByText(MESSAGES.tablet.accountCodeSent('lea@exemple.fr'))).toBeTruthy();
    expect(calls('tabletCreateAccount')[0]?.data).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@exemple.fr',
      phone: '0612345678',
      birthDate: '',
      postalCode: '',
      acceptTerms: true,
      marketingConsent: true,
    });
    expect(
      within(dialog()).getByText("Saisissez le code reçu par email, ou confirmez depuis l'email."),
    ).toBeTruthy();
    const code = box('Code de confirmation') as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const confirm = within(dialog()).getByRole('button', { name: 'Confirmer' }) as HTMLButtonElement;
    type('Code de confirmation', '12a345');
    expect(confirm.disabled).toBe(true);
    type('Code de confirmation', '123456');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await within(dialog()).findByText(MESSAGES.login.wrongCode)).toBeTruthy();
    fireEvent.click(confirm);
    await waitFor(() => expect(calls('tabletConfirmAccount')).toHaveLength(2));
    await waitFor(() => expect(confirm.hasAttribute('data-pending')).toBe(false));
    type('Code de confirmation', '654321');
    wrong = false;
    fireEvent.click(confirm);
    await waitFor(() => expect(props.onDone).toHaveBeenCalledWith(RESULT));
    const [first, retry, other] = calls('tabletConfirmAccount').map((c) => c.data);
    expect(first).toMatchObject({ email: 'lea@exemple.fr', code: '123456' });
    expect(retry?.requestId).toBe(first?.requestId);
    expect(other).toMatchObject({ code: '654321' });
    expect(other?.requestId).not.toBe(first?.requestId);
  });
});
