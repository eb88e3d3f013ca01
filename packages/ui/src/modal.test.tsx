import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

describe('Modal', () => {
  it('is a labelled dialog that focuses its first control and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Service Midi" onClose={onClose} footer={<button type="button">Enregistrer</button>}>
        <input aria-label="Heure" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Service Midi' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <Modal title="T" onClose={() => undefined} footer={<button type="button">Dernier</button>}>
        <p>corps</p>
      </Modal>,
    );
    const last = screen.getByRole('button', { name: 'Dernier' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = vi.fn();
    render(
      <Modal title="T" onClose={onClose}>
        <p>corps</p>
      </Modal>,
    );
    fireEvent.mouseDown(screen.getByText('corps'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
