import type { Entity } from '@app/data';
import type { FloorPlan, Room } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { FloorPlanScreen } from './floor-plan-screen';

const SALLE: Room = {
  id: 'room-1',
  name: 'Salle principale',
  elements: [
    {
      id: 't1',
      type: 'table',
      number: '1',
      capacity: 2,
      shape: 'circle',
      x: 40,
      y: 40,
      width: 60,
      height: 60,
      rotation: 0,
    },
    { id: 'w1', type: 'wall', x: 0, y: 0, width: 300, height: 12, rotation: 0 },
  ],
};

function renderEditor({
  plan = null,
  get,
  save,
  tableGroups = [],
}: {
  plan?: Room[] | null;
  get?: () => Promise<Entity<FloorPlan> | null>;
  save?: () => Promise<{ ok: true }>;
  tableGroups?: FloorPlan['tableGroups'];
} = {}) {
  const callables = { saveFloorPlan: vi.fn(save ?? (async () => ({ ok: true as const }))) };
  const floorPlans = {
    get: vi.fn(
      get ?? (async () => (plan ? { id: 'r1', restaurantId: 'r1', rooms: plan, tableGroups } : null)),
    ),
  };
  const repositories = { floorPlans } as unknown as Repositories;
  const onBack = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <ServicesProvider value={{ repositories, callables: callables as unknown as StaffCallables }}>
        <QueryClientProvider client={client}>
          <FloorPlanScreen restaurantId="r1" onBack={onBack} />
        </QueryClientProvider>
      </ServicesProvider>
    </ToastProvider>,
  );
  return { callables, floorPlans, onBack };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const press = (name: string | RegExp) => fireEvent.click(button(name));
const canvas = () => screen.getByRole('group', { name: /^Plan de / });
const facts = () => screen.getByText(/^Position :/).textContent;

afterEach(cleanup);

describe('Plan de salle', () => {
  it('starts a new plan on « Salle 1 », adds a room and two tables, nudges, undoes and saves', async () => {
    const { callables } = renderEditor();
    expect(await screen.findByText('Aucun plan de salle configuré')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Salle 1', selected: true })).toBeTruthy();

    press('Ajouter une salle');
    expect(screen.getByRole('tab', { name: 'Salle 2', selected: true })).toBeTruthy();
    press('Ajouter une table');
    press('Ajouter une table');
    const first = within(canvas()).getByRole('button', { name: 'Table 1, 4 places' });
    const second = within(canvas()).getByRole('button', { name: 'Table 2, 4 places' });
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    // The keyboard goes on with the new table: the arrows move it at once. It stands beside the first one.
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(facts()).toContain('Position : 200, 100');

    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(facts()).toContain('Position : 205, 100');
    fireEvent.keyDown(second, { key: 'ArrowDown', shiftKey: true });
    expect(facts()).toContain('Position : 205, 120');
    // One run of arrow keys is one step to undo.
    press('Annuler');
    expect(facts()).toContain('Position : 200, 100');
    press('Rétablir');
    expect(facts()).toContain('Position : 205, 120');
    press('Annuler');

    press('Sauvegarder');
    expect(await screen.findByText('✅ Plan de salle sauvegardé !')).toBeTruthy();
    expect(callables.saveFloorPlan).toHaveBeenCalledTimes(1);
    const [{ restaurantId, rooms }] = callables.saveFloorPlan.mock.calls[0] as unknown as [
      { restaurantId: string; rooms: Room[] },
    ];
    expect(restaurantId).toBe('r1');
    expect(rooms.map((r) => r.name)).toEqual(['Salle 1', 'Salle 2']);
    expect(rooms[0]!.elements).toEqual([]);
    expect(rooms[1]!.elements).toEqual([
      expect.objectContaining({ type: 'table', number: '1', capacity: 4, x: 100, y: 100 }),
      expect.objectContaining({ type: 'table', number: '2', capacity: 4, x: 200, y: 100 }),
    ]);
    expect(screen.queryByText('Aucun plan de salle configuré')).toBeNull();
  });

  it('refuses an overlap with the reason: a nudge onto a table, a table placed on another', async () => {
    const table2 = {
      ...SALLE.elements[0]!,
      id: 't2',
      number: '2',
      x: 120,
      y: 40,
    } as Room['elements'][number];
    const { callables } = renderEditor({ plan: [{ ...SALLE, elements: [...SALLE.elements, table2] }] });
    await screen.findByRole('tab', { name: 'Salle principale' });
    const reason = () => screen.getByTestId('fp-refusal').textContent;

    // Table 2 (x 120) moves left by 20 px: it touches table 1 (40 + 60 = 100), then would overlap it.
    const second = within(canvas()).getByRole('button', { name: 'Table 2, 2 places' });
    fireEvent.keyDown(second, { key: 'ArrowLeft', shiftKey: true });
    expect(facts()).toContain('Position : 100, 40');
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    expect(reason()).toBe(
      "Impossible : la table 2 chevauche la table 1 (Salle principale). Écartez-les d'abord.",
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(facts()).toContain('Position : 100, 40');

    // Dragged onto table 1: both are marked while the pointer moves, and the drop is refused.
    const first = within(canvas()).getByRole('button', { name: 'Table 1, 2 places' });
    fireEvent.pointerDown(second, { clientX: 300, clientY: 300, pointerId: 1, button: 0 });
    fireEvent.pointerMove(second, { clientX: 260, clientY: 300, pointerId: 1 });
    expect(second.className).toContain('fp-element--blocked');
    expect(first.className).toContain('fp-element--blocked');
    fireEvent.pointerUp(second, { clientX: 260, clientY: 300, pointerId: 1 });
    expect(second.className).not.toContain('fp-element--blocked');
    expect(facts()).toContain('Position : 100, 40');
    fireEvent.pointerDown(second, { clientX: 300, clientY: 300, pointerId: 2, button: 0 });
    fireEvent.pointerMove(second, { clientX: 300, clientY: 400, pointerId: 2 });
    expect(second.className).not.toContain('fp-element--blocked');
    fireEvent.pointerUp(second, { clientX: 300, clientY: 400, pointerId: 2 });
    expect(facts()).toContain('Position : 100, 140');
    // The drop is where the pointer is released, even when the last move (a slow device) was not rendered.
    fireEvent.pointerDown(second, { clientX: 300, clientY: 400, pointerId: 3, button: 0 });
    fireEvent.pointerMove(second, { clientX: 300, clientY: 420, pointerId: 3 });
    fireEvent.pointerUp(second, { clientX: 300, clientY: 440, pointerId: 3 });
    expect(facts()).toContain('Position : 100, 180');

    // « Ajouter une table » finds a free place; a click of the armed tool on table 1 places nothing.
    press('Ajouter une table');
    expect(within(canvas()).getByRole('button', { name: 'Table 3, 4 places' })).toBeTruthy();
    expect(screen.queryByTestId('fp-refusal')).toBeNull();
    fireEvent.pointerDown(canvas().firstElementChild!, { clientX: 70, clientY: 70, button: 0 });
    expect(within(canvas()).queryByRole('button', { name: 'Table 4, 4 places' })).toBeNull();
    expect(reason()).toBe(
      "Impossible : la table 4 chevauche la table 1 (Salle principale). Écartez-les d'abord.",
    );
    fireEvent.pointerDown(canvas().firstElementChild!, { clientX: 600, clientY: 400, button: 0 });
    expect(within(canvas()).getByRole('button', { name: 'Table 4, 4 places' })).toBeTruthy();
    expect(callables.saveFloorPlan).not.toHaveBeenCalled();
  });

  it('sends the saved joinable tables back with the plan, without those of a deleted table', async () => {
    const second = { ...SALLE.elements[0]!, id: 't2', number: '2', x: 200 } as Room['elements'][number];
    const third = { ...SALLE.elements[0]!, id: 't3', number: '3', x: 300 } as Room['elements'][number];
    const groups = [
      { id: 'g12', tableIds: ['t1', 't2'], capacity: 4 },
      { id: 'g23', tableIds: ['t2', 't3'], capacity: 4 },
    ];
    const { callables } = renderEditor({
      plan: [{ ...SALLE, elements: [...SALLE.elements, second, third] }],
      tableGroups: groups,
    });
    const table3 = await within(await screen.findByRole('group', { name: /^Plan de / })).findByRole(
      'button',
      { name: 'Table 3, 2 places' },
    );
    fireEvent.click(table3);
    fireEvent.keyDown(table3, { key: 'Delete' });
    press('Sauvegarder');
    await waitFor(() => expect(callables.saveFloorPlan).toHaveBeenCalledTimes(1));
    expect(
      (callables.saveFloorPlan.mock.calls as unknown as [{ tableGroups: unknown }][])[0]![0],
    ).toMatchObject({
      tableGroups: [groups[0]],
    });
  });

  it('joins two tables into a group seating 6, refuses a slip in French, shows the link, then saves it', async () => {
    const four = (id: string, number: string, x: number) =>
      ({ ...SALLE.elements[0]!, id, number, capacity: 4, x }) as Room['elements'][number];
    const { callables } = renderEditor({
      plan: [{ ...SALLE, elements: [...SALLE.elements, four('t4', 'T4', 200), four('t5', 'T5', 320)] }],
    });
    const plan = await screen.findByRole('group', { name: /^Plan de / });
    // The two tables selected on the plan come ticked in the form.
    fireEvent.click(within(plan).getByRole('button', { name: 'Table T4, 4 places' }));
    fireEvent.click(within(plan).getByRole('button', { name: 'Table T5, 4 places' }), { ctrlKey: true });
    expect(screen.getByText('Aucune association dans Salle principale.', { exact: false })).toBeTruthy();
    press('Associer des tables');
    const dialog = await screen.findByRole('dialog', { name: 'Associer des tables' });
    const ticked = (name: string) =>
      (within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(ticked('Table T4 · 4 places')).toBe(true);
    expect(ticked('Table T5 · 4 places')).toBe(true);
    expect(ticked('Table 1 · 2 places')).toBe(false);
    const capacity = within(dialog).getByRole('textbox', { name: "Capacité de l'association (personnes)" });
    fireEvent.change(capacity, { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: "Valider l'association" }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Ces tables réunies ne peuvent pas compter plus de 10 places',
    );
    fireEvent.change(capacity, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: "Valider l'association" }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Une association ne peut pas compter moins de places que sa table T4 seule (4 places)',
    );
    fireEvent.change(capacity, { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: "Valider l'association" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Tables T4 + T5 : 6 personnes')).toBeTruthy();
    expect(plan.querySelector('.fp-links polyline')?.getAttribute('points')).toBe('230,70 350,70');
    expect(screen.getByText('Modifications non sauvegardées')).toBeTruthy();
    press('Sauvegarder');
    await waitFor(() => expect(callables.saveFloorPlan).toHaveBeenCalledTimes(1));
    const [sent] = callables.saveFloorPlan.mock.calls[0] as unknown as [{ tableGroups: unknown[] }];
    expect(sent.tableGroups).toEqual([{ id: expect.any(String), tableIds: ['t4', 't5'], capacity: 6 }]);
  });

  it('never ticks the one table selected on the plan: it was only looked at (issue 48, defect 12)', async () => {
    const four = (id: string, number: string, x: number) =>
      ({ ...SALLE.elements[0]!, id, number, capacity: 4, x }) as Room['elements'][number];
    renderEditor({
      plan: [{ ...SALLE, elements: [...SALLE.elements, four('t10', '10', 200), four('t3', '3', 320)] }],
    });
    const plan = await screen.findByRole('group', { name: /^Plan de / });
    fireEvent.click(within(plan).getByRole('button', { name: 'Table 10, 4 places' }));
    expect(
      within(plan).getByRole('button', { name: 'Table 10, 4 places' }).getAttribute('aria-pressed'),
    ).toBe('true');
    press('Associer des tables');
    const dialog = await screen.findByRole('dialog', { name: 'Associer des tables' });
    for (const name of ['Table 10 · 4 places', 'Table 3 · 4 places', 'Table 1 · 2 places'])
      expect((within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);
  });

  it('edits and removes a saved group by keyboard-reachable buttons named after it', async () => {
    const second = { ...SALLE.elements[0]!, id: 't2', number: '2', x: 200 } as Room['elements'][number];
    const { callables } = renderEditor({
      plan: [{ ...SALLE, elements: [...SALLE.elements, second] }],
      tableGroups: [{ id: 'g12', tableIds: ['t1', 't2'], capacity: 4 }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier Tables 1 + 2 : 4 personnes' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'association" });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Capacité/ }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: "Valider l'association" }));
    await waitFor(() => expect(screen.getByText('Tables 1 + 2 : 5 personnes')).toBeTruthy());
    press('Supprimer Tables 1 + 2 : 5 personnes');
    expect(screen.queryByText('Tables 1 + 2 : 5 personnes')).toBeNull();
    press('Sauvegarder');
    await waitFor(() => expect(callables.saveFloorPlan).toHaveBeenCalledTimes(1));
    expect(callables.saveFloorPlan.mock.calls[0]).toMatchObject([{ tableGroups: [] }]);
  });

  it('keeps a table for the room: « Proposée à la réservation en ligne » unticked is saved as online: false', async () => {
    const { callables } = renderEditor({ plan: [SALLE] });
    const table1 = await within(await screen.findByRole('group', { name: /^Plan de / })).findByRole(
      'button',
      {
        name: 'Table 1, 2 places',
      },
    );
    fireEvent.click(table1);
    const online = screen.getByRole('checkbox', { name: 'Proposée à la réservation en ligne' });
    expect((online as HTMLInputElement).checked).toBe(true);
    fireEvent.click(online);
    expect((online as HTMLInputElement).checked).toBe(false);
    press('Sauvegarder');
    await waitFor(() => expect(callables.saveFloorPlan).toHaveBeenCalledTimes(1));
    const [{ rooms }] = callables.saveFloorPlan.mock.calls[0] as unknown as [{ rooms: Room[] }];
    expect(rooms[0]!.elements[0]).toMatchObject({ id: 't1', online: false });
  });

  it('refuses to save a plan drawn with overlaps by an older version, until they are moved apart', async () => {
    const onTop = { ...SALLE.elements[0]!, id: 't2', number: '2', x: 60, y: 60 } as Room['elements'][number];
    const { callables } = renderEditor({ plan: [{ ...SALLE, elements: [...SALLE.elements, onTop] }] });
    await screen.findByRole('tab', { name: 'Salle principale' });
    press('Sauvegarder');
    expect(screen.getByTestId('fp-refusal').textContent).toBe(
      "Impossible : la table 2 chevauche la table 1 (Salle principale). Écartez-les d'abord.",
    );
    expect(callables.saveFloorPlan).not.toHaveBeenCalled();
    // A move that leaves the overlap as it was is allowed, so the plan can be mended step by step.
    const second = within(canvas()).getByRole('button', { name: 'Table 2, 2 places' });
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    fireEvent.keyDown(second, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(second, { key: 'ArrowRight', shiftKey: true });
    expect(facts()).toContain('Position : 105, 60');
    await act(async () => {
      press('Sauvegarder');
    });
    expect(await screen.findByText('✅ Plan de salle sauvegardé !')).toBeTruthy();
    expect(callables.saveFloorPlan).toHaveBeenCalledTimes(1);
  });

  it('edits a table from the keyboard: picker, number as free text, whole seats, Ctrl+Z, rotate, delete', async () => {
    renderEditor({ plan: [SALLE] });
    expect(await screen.findByRole('tab', { name: 'Salle principale' })).toBeTruthy();
    // Tab reaches an element without selecting it; an arrow key selects it and moves it (clamped at 0).
    const wall = within(canvas()).getByRole('button', { name: 'Mur 1' });
    wall.focus();
    expect(wall.getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(wall, { key: 'ArrowLeft' });
    expect(wall.getAttribute('aria-pressed')).toBe('true');
    expect(facts()).toContain('Position : 0, 0');
    fireEvent.keyDown(wall, { key: 'ArrowDown' });
    expect(facts()).toContain('Position : 0, 5');

    press('Choisir une table');
    const picker = await screen.findByRole('dialog', { name: /Choisir une table/ });
    fireEvent.click(within(picker).getByRole('button', { name: 'Table 1, 2 places' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const picked = within(canvas()).getByRole('button', { name: 'Table 1, 2 places' });
    expect(picked.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(picked));
    expect(wall.getAttribute('aria-pressed')).toBe('false');
    // Enter on the table selected alone goes on to its properties.
    fireEvent.click(picked);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Numéro de table/ }));

    const number = screen.getByRole('textbox', { name: /Numéro de table/ });
    fireEvent.change(number, { target: { value: '2.1' } });
    expect(within(canvas()).getByRole('button', { name: 'Table 2.1, 2 places' })).toBeTruthy();
    const seats = screen.getByRole('textbox', { name: 'Nombre de places' });
    fireEvent.change(seats, { target: { value: '4.5' } });
    expect(screen.getByText('Nombre entier de 1 à 99')).toBeTruthy();
    expect(within(canvas()).getByRole('button', { name: 'Table 2.1, 2 places' })).toBeTruthy();
    fireEvent.change(seats, { target: { value: '6' } });
    const table = within(canvas()).getByRole('button', { name: 'Table 2.1, 6 places' });

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(within(canvas()).getByRole('button', { name: 'Table 2.1, 2 places' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(within(canvas()).getByRole('button', { name: 'Table 2.1, 6 places' })).toBe(table);

    press('Pivoter de 45°');
    expect(facts()).toContain('Rotation : 45°');
    fireEvent.keyDown(table, { key: 'Delete' });
    expect(within(canvas()).queryByRole('button', { name: /^Table/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(canvas()));
    press('Annuler');
    expect(within(canvas()).getByRole('button', { name: 'Table 2.1, 6 places' })).toBeTruthy();
  });

  it('renames a room on Enter, keeps it on Escape or when emptied, refuses the last room, confirms a deletion', async () => {
    renderEditor({ plan: [SALLE] });
    await screen.findByRole('tab', { name: 'Salle principale' });

    press('Renommer la salle');
    fireEvent.change(screen.getByRole('textbox', { name: /Nom de la salle/ }), {
      target: { value: 'Terrasse' },
    });
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Nom de la salle/ }), { key: 'Escape' });
    expect(screen.getByRole('tab', { name: 'Salle principale' })).toBeTruthy();

    press('Renommer la salle');
    fireEvent.change(screen.getByRole('textbox', { name: /Nom de la salle/ }), { target: { value: '   ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Nom de la salle/ }), { key: 'Enter' });
    expect(screen.getByRole('tab', { name: 'Salle principale' })).toBeTruthy();

    press('Renommer la salle');
    fireEvent.change(screen.getByRole('textbox', { name: /Nom de la salle/ }), {
      target: { value: ' Terrasse ' },
    });
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Nom de la salle/ }), { key: 'Enter' });
    expect(screen.getByRole('tab', { name: 'Terrasse', selected: true })).toBeTruthy();

    press('Supprimer la salle');
    expect(await screen.findByText('Impossible de supprimer la dernière salle')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    press('Ajouter une salle');
    expect(screen.getByRole('tab', { name: 'Salle 2', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Terrasse' }));
    press('Supprimer la salle');
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la salle ?' });
    expect(within(confirm).getByText(/et ses 2 éléments seront retirés/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Terrasse' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Salle 2', selected: true })).toBeTruthy();
  });

  it('says when the plan cannot be read, and reads it again on « Réessayer »', async () => {
    let fail = true;
    const { floorPlans } = renderEditor({
      get: async () => {
        if (fail) throw new Error('offline');
        return { id: 'r1', restaurantId: 'r1', rooms: [SALLE], tableGroups: [] };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors du chargement du plan');
    fail = false;
    press('Réessayer');
    expect(await screen.findByRole('tab', { name: 'Salle principale' })).toBeTruthy();
    expect(floorPlans.get).toHaveBeenCalledTimes(2);
  });

  it('keeps the edits and says so when the save fails', async () => {
    renderEditor({ plan: [SALLE], save: async () => Promise.reject(new Error('permission-denied')) });
    await screen.findByRole('tab', { name: 'Salle principale' });
    press('Ajouter un meuble');
    expect(within(canvas()).getByRole('button', { name: 'Meuble 1' })).toBeTruthy();
    expect(button('Ajouter un meuble').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/placer un autre meuble/)).toBeTruthy();
    press('Sélection');
    expect(screen.queryByText(/placer un autre meuble/)).toBeNull();
    expect(button('Sélection').getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      press('Sauvegarder');
    });
    expect(await screen.findByText('Erreur - Rafraîchissez la page et réessayez')).toBeTruthy();
    expect(within(canvas()).getByRole('button', { name: 'Meuble 1' })).toBeTruthy();
    expect(screen.getByText('Modifications non sauvegardées')).toBeTruthy();
  });
});
