import { CreateMyPasswordInputSchema, MESSAGES, CUSTOMER_FIELD_MAX_LENGTHS } from '@app/domain';
import { Button, TextField, useToast } from '@app/ui';
import { KeyRound, Lock, ShieldCheck } from '@app/ui/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CallableError } from '@app/data/functions-client';
import { customerKeys } from '../../../session/customer-session-context';
import { spaceCallables } from '../api/space-mutations';
import { ChangePasswordForm } from './change-password-form';

const pw = MESSAGES.password;

/** Password creation (customer-flows §5: both fields, 6 characters, equal) or the secured-account notice. */
export function PasswordSection({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const toast = useToast();
  const [changing, setChanging] = useState(false);
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const create = useMutation({
    mutationFn: spaceCallables.createMyPassword,
    onSuccess: async () => {
      toast.success(pw.created);
      setPassword('');
      setConfirm('');
      await queryClient.invalidateQueries({ queryKey: customerKeys.space });
    },
    onError: (err) =>
      toast.error(err instanceof CallableError && err.status !== 'internal' ? err.message : pw.createError),
  });

  if (hasPassword)
    return (
      <section className="space-section space-secured" aria-labelledby="password-title">
        <ShieldCheck aria-hidden="true" className="space-secured__icon" />
        <div className="space-secured__body">
          <h2 id="password-title">Compte sécurisé</h2>
          <p>Vous pouvez vous connecter avec votre mot de passe ou avec un code reçu par e-mail.</p>
          {changing ? (
            <ChangePasswordForm email={email} onDone={() => setChanging(false)} />
          ) : (
            <Button icon={KeyRound} onPress={() => setChanging(true)}>
              Changer mon mot de passe
            </Button>
          )}
        </div>
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateMyPasswordInputSchema.safeParse({ password, confirmPassword: confirm });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? 'password'), message: issue?.message ?? pw.allFields });
      return;
    }
    setProblem(null);
    create.mutate(parsed.data);
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <section className="space-section" aria-labelledby="password-title">
      <h2 id="password-title">Créer un mot de passe</h2>
      <p className="space-section__lead">Pour vous connecter sans attendre de code par e-mail.</p>
      <form className="space-form" onSubmit={submit} noValidate>
        <TextField
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          description="Au moins 6 caractères."
          maxLength={CUSTOMER_FIELD_MAX_LENGTHS.password}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          isInvalid={errorOf('password') !== undefined}
          errorMessage={errorOf('password')}
        />
        <TextField
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          maxLength={CUSTOMER_FIELD_MAX_LENGTHS.password}
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            setProblem(null);
          }}
          isInvalid={errorOf('confirmPassword') !== undefined}
          errorMessage={errorOf('confirmPassword')}
        />
        <Button type="submit" variant="primary" icon={Lock} isLoading={create.isPending}>
          Créer mon mot de passe
        </Button>
      </form>
    </section>
  );
}
