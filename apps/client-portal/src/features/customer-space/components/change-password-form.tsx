import { CUSTOMER_FIELD_MAX_LENGTHS, ChangeMyPasswordInputSchema, MESSAGES } from '@app/domain';
import { useCatalogs, useTranslator } from '@app/i18n/react';
import { Button, PageLoader, TextField, useToast } from '@app/ui';
import { KeyRound, Mail } from '@app/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CallableError } from '@app/data/functions-client';
import { spaceCallables } from '../api/space-mutations';

const pw = MESSAGES.password;
const messageOf = (err: unknown, fallback: string) =>
  err instanceof CallableError && err.status !== 'internal' ? err.message : fallback;

/**
 * « Changer mon mot de passe » (issue 48, defect 7): the current password, or a code mailed to the account's
 * address for a forgotten one, then the new password twice. `onDone` closes the form once it is saved.
 */
export function ChangePasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const ready = useCatalogs(['space']);
  const { t, message } = useTranslator();
  const toast = useToast();
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const [values, setValues] = useState({ currentPassword: '', code: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({
      ...current,
      [field]: field === 'code' ? value.replace(/\D/g, '').slice(0, 6) : value,
    }));
    setProblem(null);
  };
  const requestCode = useMutation({
    mutationFn: () => spaceCallables.requestPasswordCode(email),
    onSuccess: () => {
      setProof('code');
      setValues((current) => ({ ...current, currentPassword: '' }));
      toast.success(message(MESSAGES.login.codeSent));
    },
    onError: (err) => toast.error(message(messageOf(err, MESSAGES.login.sendCodeError))),
  });
  const change = useMutation({
    mutationFn: spaceCallables.changeMyPassword,
    onSuccess: () => {
      toast.success(message(pw.changed));
      onDone();
    },
    onError: (err) => {
      const message = messageOf(err, pw.changeError);
      setProblem({ field: proof === 'code' ? 'code' : 'currentPassword', message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = proof === 'code' ? { ...values, currentPassword: '' } : { ...values, code: '' };
    const parsed = ChangeMyPasswordInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'password');
      setProblem({
        field: field === 'currentPassword' && proof === 'code' ? 'code' : field,
        message: issue?.message ?? pw.allFields,
      });
      return;
    }
    setProblem(null);
    change.mutate(parsed.data);
  };
  const errorOf = (field: string) => (problem?.field === field ? message(problem.message) : undefined);
  if (!ready) return <PageLoader label={t('portal.loading')} />;
  return (
    <form className="space-form" onSubmit={submit} noValidate aria-label={t('space.changePassword')}>
      {proof === 'password' ? (
        <>
          <TextField
            label={t('space.currentPassword')}
            type="password"
            autoComplete="current-password"
            maxLength={CUSTOMER_FIELD_MAX_LENGTHS.password}
            value={values.currentPassword}
            onChange={set('currentPassword')}
            isInvalid={errorOf('currentPassword') !== undefined}
            errorMessage={errorOf('currentPassword')}
            autoFocus
          />
          <Button
            variant="ghost"
            icon={Mail}
            isLoading={requestCode.isPending}
            onPress={() => requestCode.mutate()}
          >
            {t('space.forgotSendCode')}
          </Button>
        </>
      ) : (
        <TextField
          label={t('space.codeLabel')}
          description={t('space.codeSentTo', { email })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.code}
          onChange={set('code')}
          isInvalid={errorOf('code') !== undefined}
          errorMessage={errorOf('code')}
          autoFocus
        />
      )}
      <TextField
        label={t('space.newPassword')}
        type="password"
        autoComplete="new-password"
        description={t('space.passwordHint')}
        maxLength={CUSTOMER_FIELD_MAX_LENGTHS.password}
        value={values.password}
        onChange={set('password')}
        isInvalid={errorOf('password') !== undefined}
        errorMessage={errorOf('password')}
      />
      <TextField
        label={t('space.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={CUSTOMER_FIELD_MAX_LENGTHS.password}
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        isInvalid={errorOf('confirmPassword') !== undefined}
        errorMessage={errorOf('confirmPassword')}
      />
      <div className="space-form__actions">
        <Button type="submit" variant="primary" icon={KeyRound} isLoading={change.isPending}>
          {t('space.saveNewPassword')}
        </Button>
        <Button variant="ghost" onPress={onDone}>
          {t('space.cancel')}
        </Button>
      </div>
    </form>
  );
}
