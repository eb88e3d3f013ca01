import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

afterEach(cleanup);

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
}

describe('LoginForm', () => {
  it('requires both fields', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LoginForm onSubmit={onSubmit} />);
    fill('chef@resto.fr', '');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez remplir tous les champs');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    render(<LoginForm onSubmit={async () => undefined} />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows the French refusal and lets the user retry', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Mot de passe incorrect');
    });
    render(<LoginForm onSubmit={onSubmit} />);
    fill('chef@resto.fr', 'faux');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Mot de passe incorrect'));
    expect(onSubmit).toHaveBeenCalledWith('chef@resto.fr', 'faux');
    expect((screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes a refusal away as soon as a field is edited, and tells the page', async () => {
    const onEdit = vi.fn();
    render(
      <LoginForm
        onSubmit={async () => {
          throw new Error('Mot de passe incorrect');
        }}
        onEdit={onEdit}
      />,
    );
    fill('chef@resto.fr', 'faux');
    onEdit.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Mot de passe incorrect'));
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'fau' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
