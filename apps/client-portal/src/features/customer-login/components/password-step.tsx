import { MESSAGES } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { Button, TextField } from '@app/ui';
import { ArrowLeft, KeyRound, Mail } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LoginFlow } from '../hooks/use-login-flow';
import { StrongValue } from '../../../lib/i18n/strong-value';
import { RememberMe } from './remember-me';

/** Password sign-in for customers who created one in their space. */
export function PasswordStep({ flow }: { flow: LoginFlow }) {
  const { t, message } = useTranslator();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    flow.loginPassword.mutate(password);
  };
  const french = missing ? MESSAGES.login.passwordRequired : flow.loginPassword.isError ? flow.error : null;
  const error = french && message(french);
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-form__lead">
        <StrongValue
          className="login-form__email"
          value={flow.email}
          render={(email) => t('signin.account', { email })}
        />
      </p>
      <TextField
        label={t('signin.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setMissing(false);
          flow.clearError();
        }}
        isRequired
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        autoFocus
      />
      <Button
        variant="ghost"
        icon={KeyRound}
        isDisabled={flow.loginPassword.isPending}
        isLoading={flow.requestCode.isPending && flow.requestCode.variables?.reset === true}
        onPress={() => flow.requestCode.mutate({ resend: false, reset: true })}
      >
        {t('signin.forgotPassword')}
      </Button>
      <RememberMe flow={flow} />
      <Button type="submit" variant="primary" isBlock isLoading={flow.loginPassword.isPending}>
        {t('signin.signIn')}
      </Button>
      <Button
        icon={Mail}
        isBlock
        isDisabled={flow.loginPassword.isPending}
        onPress={() => flow.requestCode.mutate({ resend: false })}
        isLoading={flow.requestCode.isPending && flow.requestCode.variables?.reset !== true}
      >
        {t('signin.codeInstead')}
      </Button>
      <Button variant="ghost" icon={ArrowLeft} onPress={() => flow.goTo('email')}>
        {t('signin.changeEmail')}
      </Button>
    </form>
  );
}
