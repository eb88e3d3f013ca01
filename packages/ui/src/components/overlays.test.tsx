import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogTrigger } from './dialog';
import { Menu } from './menu';
import { Sheet } from './sheet';

afterEach(cleanup);

describe('Dialog', () => {
  it('opens labelled by its title, closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Annuler la réservation</Button>
        <Dialog
          title="Confirmer l’annulation"
          footer={(close) => (
            <Button variant="danger" onPress={close}>
              Oui, annuler
            </Button>
          )}
        >
          <p>Le client sera prévenu par e-mail.</p>
        </Dialog>
      </DialogTrigger>,
    );
    const opener = screen.getByRole('button', { name: 'Annuler la réservation' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer l’annulation' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from its footer and from « Fermer »', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Filtres</Button>
        <Sheet title="Filtres">
          <p>corps</p>
        </Sheet>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' });
    expect(sheet.closest('.ui-sheet')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Menu', () => {
  it('opens on ArrowDown on its first item, runs an item with Enter and returns the focus', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(
      <Menu
        label="Actions"
        iconOnly
        onAction={onAction}
        items={[
          { id: 'confirm', label: 'Confirmer' },
          { id: 'archive', label: 'Archiver', isDisabled: true },
          { id: 'cancel', label: 'Annuler', isDanger: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Confirmer' }));
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Annuler' }));
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('cancel');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('opens on Enter on its first item and closes on Escape without acting', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<Menu label="Plus" onAction={onAction} items={[{ id: 'a', label: 'Imprimer' }]} />);
    const trigger = screen.getByRole('button', { name: 'Plus' });
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Imprimer' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
