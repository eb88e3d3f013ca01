import { CallableError } from '@app/data/functions-client';
import type { TabletLookupResult, TabletVisitResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testQueryClient } from '../../../test-utils';
import { VisitDialog } from './visit-dialog';

const server = vi.hoisted(() => ({
  calls: [] as { name: string; data: Record<string, unknown> }[],
  lookup: (_data: Record<string, unknown>): unknown => null,
  declare: (_data: Record<string, unknown>): unknown => null,
}));

vi.mock('../../../lib/tablet-functions', () => ({
  callAsDevice: async (name: string, data: Record<string, unknown>) => {
    server.calls.push({ name, data });
    if (name === 'tabletLookupCustomer') return server.lookup(data);
    if (name === 'tabletDeclareVisit') return server.declare(data);
    throw new Error(`unexpected ${name}`);
  },
}));

const LEA: TabletLookupResult = {
  found: true,
  firstName: 'Léa',
  maskedContact: '06 •• •• •5 78',
  points: 42.5,
  level: 'Bronze',
  pointsToAdd: 8,
  totalAfter: 50.5,
  visitAllowed: true,
};
const RESULT: TabletVisitResult = { firstName: 'Léa', pointsEarned: 8, totalPoints: 50.5, gifts: [] };

function open() {
  const props = { onClose: vi.fn(), onDone: vi.fn(), onCreateAccount: vi.fn(), onWaitingChange: vi.fn() };
  render(
    <Providers client={testQueryClient()}>
      <VisitDialog {...props} />
    </Providers>,
  );
  return props;
}

const dialog = () => screen.getByRole('dialog', { name: 'Déclarer ma visite' });
const saveButton = () => within(dialog()).getAllByRole('button').at(-1) as HTMLButtonElement;
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByRole('textbox', { name: label }), { target: { value } });
const declared = () => server.calls.filter((c) => c.name === 'tabletDeclareVisit');

beforeEach(() => {
  server.calls.length = 0;
  server.lookup = () => LEA;
  server.declare = () => RESULT;
});
afterEach(cleanup);

describe('VisitDialog', () => {
  it('asks for a phone or an e-mail until one is long enough', () => {
    open();
    expect(saveButton().textContent).toBe('Téléphone ou email requis');
    expect(saveButton().disabled).toBe(true);
    type('Téléphone', '0612345');
    type('E-mail', 'a@b.');
    expect(saveButton().textContent).toBe('Téléphone ou email requis');
    expect(server.calls).toEqual([]);
  });

  it('looks the customer up once typing settles, then saves the visit', async () => {
    const props = open();
    type('Téléphone', ' 0612345678 ');
    await screen.findByText('Léa');
    const lookups = server.calls.filter((c) => c.name === 'tabletLookupCustomer');
    expect(lookups).toEqual([{ name: 'tabletLookupCustomer', data: { phone: '0612345678', email: '' } }]);
    const panel = dialog().querySelector('[aria-live="polite"]') as HTMLElement;
    expect(panel.textContent).toContain('Points actuels');
    expect(panel.textContent).toContain('42,5');
    expect(panel.textContent).toContain('Points à ajouter');
    expect(panel.textContent).toContain('+8');
    expect(panel.textContent).toContain('Total après la visite');
    expect(panel.textContent).toContain('50,5');
    expect(saveButton().textContent).toBe('Enregistrer');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(props.onDone).toHaveBeenCalledWith(RESULT));
    const [visit] = declared();
    expect(visit?.data).toMatchObject({ phone: '0612345678', email: '' });
    expect(String(visit?.data.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('says when nobody is found and leads to the account modal with what was typed', async () => {
    server.lookup = () => ({ found: false, message: MESSAGES.tablet.customerNotFound });
    const props = open();
    type('E-mail', ' Lea@Exemple.fr ');
    expect(await screen.findByText(MESSAGES.tablet.customerNotFound)).toBeTruthy();
    expect(saveButton().textContent).toBe('Client requis');
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer un compte VIP' }));
    expect(props.onCreateAccount).toHaveBeenCalledWith({ phone: '', email: 'lea@exemple.fr' });
  });

  it('shows why a visit is not allowed yet, and never the points it does not add (issue 48, defect 15)', async () => {
    const wait = MESSAGES.tablet.visitTooSoon(3, 12);
    // Even an answer still carrying the points of a visit: the refused panel shows the balance alone.
    server.lookup = () => ({ ...LEA, visitAllowed: false, waitMessage: wait });
    open();
    type('Téléphone', '0612345678');
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.getByText('Visite non comptée : aucun point ajouté')).toBeTruthy();
    const panel = within(dialog()).getByText('Vos points').closest('dl') as HTMLElement;
    expect(panel.textContent).toBe('Vos points42,5');
    expect(within(dialog()).queryByText('Points à ajouter')).toBeNull();
    expect(within(dialog()).queryByText('Total après la visite')).toBeNull();
    expect(within(dialog()).queryByText('+8')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's refusal once, in the modal and announced, until the customer types again", async () => {
    server.declare = () => {
      throw new CallableError('failed-precondition', MESSAGES.tablet.visitTooSoon(4, 59));
    };
    const props = open();
    type('Téléphone', '0612345678');
    await screen.findByText('Léa');
    fireEvent.click(saveButton());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      MESSAGES.tablet.visitTooSoon(4, 59),
    );
    expect(screen.getAllByText(MESSAGES.tablet.visitTooSoon(4, 59))).toHaveLength(1);
    expect(screen.queryByTestId('toast')).toBeNull();
    type('Téléphone', '0612345679');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(props.onDone).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });

  it('keeps a visit sent without network and sends it again with the same request id', async () => {
    let failures = 2;
    server.declare = () => {
      if (failures-- > 0) throw new CallableError('unavailable', 'Problème de connexion.');
      return RESULT;
    };
    const props = open();
    type('Téléphone', '0612345678');
    await screen.findByText('Léa');
    fireEvent.click(saveButton());
    await screen.findByText(MESSAGES.tablet.offline);
    expect(props.onWaitingChange).toHaveBeenLastCalledWith(true);
    expect(saveButton().disabled).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(declared()).toHaveLength(2));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(props.onDone).toHaveBeenCalledWith(RESULT));
    const ids = new Set(declared().map((c) => c.data.requestId));
    expect(declared()).toHaveLength(3);
    expect(ids.size).toBe(1);
    expect(props.onWaitingChange).toHaveBeenLastCalledWith(false);
  });
});
