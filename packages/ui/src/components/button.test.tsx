import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Plus } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { IconButton } from './icon-button';

afterEach(cleanup);

describe('Button', () => {
  it('is a native button named by its text, its icon hidden, pressed with Enter and Space', async () => {
    const onPress = vi.fn();
    render(
      <Button variant="primary" icon={Plus} onPress={onPress}>
        Nouvelle réservation
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Nouvelle réservation' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('ui-button--primary');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while loading but keeps the focus', async () => {
    const onPress = vi.fn();
    render(
      <Button isLoading onPress={onPress}>
        Enregistrer
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Enregistrer/ });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button.hasAttribute('data-pending')).toBe(true);
  });

  it('cannot be reached or pressed when disabled', async () => {
    render(<Button isDisabled>Supprimer</Button>);
    expect((screen.getByRole('button', { name: 'Supprimer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('IconButton', () => {
  it('takes its accessible name from label, never from the icon', () => {
    render(<IconButton label="Ajouter un couvert" icon={Plus} />);
    const button = screen.getByRole('button', { name: 'Ajouter un couvert' });
    expect(button.getAttribute('aria-label')).toBe('Ajouter un couvert');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
