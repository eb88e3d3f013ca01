import { GLOSSARY } from '@app/domain';
import { Eye, EyeOff } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { StatusIcon } from '../../../components/status-icon';

export interface LoginFormProps {
  /** Signs in; rejects with the French message to show. */
  onSubmit(email: string, password: string): Promise<void>;
  /** A field changed: the last refusal no longer describes what is typed. */
  onEdit?(): void;
}

/**
 * Staff login: e-mail and password, both required, with show/hide on the password (staff-operations §2, §5). A
 * refusal stays until a field is edited or the next try.
 */
export function LoginForm({ onSubmit, onEdit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function edit(set: (value: string) => void, value: string) {
    set(value);
    setError(null);
    onEdit?.();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '' || password === '') {
      setError('Veuillez remplir tous les champs');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(email, password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <form
      className="login-form"
      onSubmit={submit}
      noValidate
      aria-describedby={error ? 'login-error' : undefined}
    >
      <div className="field">
        <label htmlFor="login-email">{GLOSSARY.email}</label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(e) => edit(setEmail, e.target.value)}
          placeholder="vous@restaurant.fr"
        />
      </div>
      <div className="field">
        <label htmlFor="login-password">Mot de passe</label>
        <div className="password-field">
          <input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => edit(setPassword, e.target.value)}
          />
          <button
            type="button"
            className="icon-button"
            aria-pressed={showPassword}
            aria-label={showPassword ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? (
              <EyeOff className="icon-button__icon" aria-hidden="true" />
            ) : (
              <Eye className="icon-button__icon" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {error ? (
        <p id="login-error" className="form-error" role="alert">
          <StatusIcon kind="error" />
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Connexion...' : 'Se connecter'}
      </button>
    </form>
  );
}
