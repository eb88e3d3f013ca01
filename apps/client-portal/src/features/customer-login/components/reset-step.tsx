import { CUSTOMER_FIELD_MAX_LENGTHS, CustomerResetPasswordInputSchema, MESSAGES } from '@app/domain';
import { useCatalogs, useTranslator } from '@app/i18n/react';
import { Button, PageLoader, TextField, useNow } from '@app/ui';
import { ArrowLeft, Lock, Mail } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LoginFlow } from '../hooks/use-login-flow';

const CODE_LENGTH = 6;

/**
 * « Mot de passe oublié ? » (issue 48, defect 7): the 6-digit code just mailed to the address, then the new
 * password twice. Once saved, the diner signs in with it (the password step opens, the address kept). Its words
 * come from the `space` catalogue, loaded when the step opens.
 */
export function ResetStep({ flow }: { flow: LoginFlow }) {
  const ready = useCatalogs(['space']);
  const { t, message } = useTranslator();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const now = useNow(1000);
  const waitMs = flow.resendAt === null ? 0 : flow.resendAt - now.getTime();
  if (!ready) return <PageLoader label={t('portal.loading')} />;
  const edited = () => {
    setProblem(null);
    flow.clearError();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CustomerResetPasswordInputSchema.safeParse({
      email: flow.email,
      code,
      password,
      confirmPassword: confirm,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'code');
      setProblem({ field, message: issue?.message ?? MESSAGES.login.wrongCode });
      return;
    }
    setProblem(null);
    flow.resetPassword.mutate({ code, password, confirmPassword: confirm });
  };
  // A check of this form beside its field; the server's refusal (a code, a lock) beside the code.
  const serverError = flow.resetPassword.isError ? flow.error : null;
  const shown = problem ?? (serverError ? { field: 'code', message: serverError } : null);
  const errorOf = (field: string) => (shown?.field === field ? message(shown.message) : undefined);
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-form__lead login-form__email">{t('space.resetLead', { email: flow.email })}</p>
      <TextField
        label={t('space.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          edited();
        }}
        isInvalid={errorOf('code') !== undefined}
        errorMessage={errorOf('code')}
        className="login-form__code"
        autoFocus
      />
      <TextField
        label={t('space.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        description={t('space.passwordHint')}
        maxLength={CUSTOMER_FIELD_MAX_LENGTHS.password}
        value={password}
        onChange={(value) => {
          setPassword(value);
          edited();
        }}
        isInvalid={errorOf('password') !== undefined}
        errorMessage={errorOf('password')}
      />
      <TextField
        label={t('space.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        maxLength={CUSTOMER_FIELD_MAX_LENGTHS.password}
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          edited();
        }}
        isInvalid={errorOf('confirmPassword') !== undefined}
        errorMessage={errorOf('confirmPassword')}
      />
      <Button type="submit" variant="primary" icon={Lock} isBlock isLoading={flow.resetPassword.isPending}>
        {t('space.savePassword')}
      </Button>
      {waitMs > 0 ? (
        <p className="login-form__hint" aria-live="polite">
          {message(MESSAGES.login.resendLocked(Math.ceil(waitMs / 60_000)))}
        </p>
      ) : (
        <Button
          icon={Mail}
          isBlock
          isLoading={flow.requestCode.isPending}
          onPress={() => flow.requestCode.mutate({ resend: true, reset: true })}
        >
          {t('space.resendCode')}
        </Button>
      )}
      <Button variant="ghost" icon={ArrowLeft} onPress={() => flow.goTo('password')}>
        {t('space.backToSignIn')}
      </Button>
    </form>
  );
}
