import {
  AcceptInvitationInputSchema,
  AUTH_MESSAGES,
  INVITATION_MESSAGES as M,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  STAFF_MIN_PASSWORD_LENGTH,
} from '@app/domain';
import { Button, TextField, useToast } from '@app/ui';
import { Utensils } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { isCallableError, toUserMessage } from '../../../lib/error-message';
import { useAcceptInvitation, useInvitation } from '../api/use-invitation';

/** The spec's pause between the account made and the back office (customer-flows §9). */
export const INVITATION_REDIRECT_MS = 1500;

export interface InvitationScreenProps {
  token: string;
  /** Signs the new staff member in with the password just chosen. */
  signIn(email: string, password: string): Promise<void>;
  /** Opens the back office (after 1.5 s) or the login page (« Retour à l'accueil »). */
  onDone(): void;
  onHome(): void;
}

/**
 * /invite/{token} (customer-flows §2, §5, §8): the invitee's name, e-mail and role, a password and its
 * confirmation with the spec's checks in order; the account made, they are signed in and reach /app after 1.5 s.
 * An unknown, used or expired link shows the « Invitation invalide » card.
 */
export function InvitationScreen({ token, signIn, onDone, onHome }: InvitationScreenProps) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [welcome, setWelcome] = useState(false);

  if (invitation.isPending) {
    return (
      <div className="login-card" aria-busy="true">
        <p className="muted">Chargement de l&apos;invitation…</p>
      </div>
    );
  }
  if (invitation.isError) {
    const invalid = isCallableError(invitation.error, ['not-found', 'invalid-argument']);
    return (
      <div className="login-card" role="alert">
        <h1>{M.invalidTitle}</h1>
        <p>{invalid ? M.invalidOrExpired : M.loadError}</p>
        <Button variant="primary" onPress={onHome}>
          Retour à l&apos;accueil
        </Button>
      </div>
    );
  }
  const { name, email, role } = invitation.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AcceptInvitationInputSchema.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? 'password'), message: issue?.message ?? M.createError });
      return;
    }
    setProblem(null);
    accept.mutate(parsed.data, {
      onSuccess: async () => {
        try {
          await signIn(email, password);
          setWelcome(true);
          toast.success(AUTH_MESSAGES.welcome(name || email));
          setTimeout(onDone, INVITATION_REDIRECT_MS);
        } catch (error) {
          toast.error(toUserMessage(error, AUTH_MESSAGES.loginError));
          onHome();
        }
      },
      onError: (error) => {
        const message = isCallableError(error, ['already-exists'])
          ? M.accountExists
          : toUserMessage(error, M.createError);
        setProblem({ field: 'form', message });
        toast.error(message);
      },
    });
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <div className="login-card">
      <p className="login-card__logo" aria-hidden="true">
        <Utensils className="login-card__logo-icon" />
      </p>
      <h1>Invitation</h1>
      <dl className="invitation__who">
        <div>
          <dt>Nom</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Rôle</dt>
          <dd>{ROLE_LABELS[role]}</dd>
        </div>
      </dl>
      <p className="invitation__rights">{ROLE_DESCRIPTIONS[role]}</p>
      {welcome ? (
        <p className="invitation__welcome" role="status">
          Compte créé : ouverture du back office…
        </p>
      ) : (
        <form className="invitation__form" onSubmit={submit} noValidate>
          <TextField
            label="Mot de passe"
            type="password"
            autoComplete="new-password"
            isRequired
            maxLength={128}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setProblem(null);
            }}
            description={`${STAFF_MIN_PASSWORD_LENGTH} caractères au moins`}
            isInvalid={errorOf('password') !== undefined}
            errorMessage={errorOf('password')}
          />
          <TextField
            label="Confirmer le mot de passe"
            type="password"
            autoComplete="new-password"
            isRequired
            maxLength={128}
            value={confirmPassword}
            onChange={(value) => {
              setConfirmPassword(value);
              setProblem(null);
            }}
            isInvalid={errorOf('confirmPassword') !== undefined}
            errorMessage={errorOf('confirmPassword')}
          />
          {errorOf('form') || errorOf('token') ? (
            <p role="alert" className="ui-notice ui-notice--error">
              {errorOf('form') ?? errorOf('token')}
            </p>
          ) : null}
          <Button type="submit" variant="primary" isBlock isLoading={accept.isPending}>
            Créer mon compte
          </Button>
        </form>
      )}
    </div>
  );
}
