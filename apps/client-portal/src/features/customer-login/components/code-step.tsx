import { MESSAGES } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { Button, TextField, useNow } from '@app/ui';
import { ArrowLeft, Mail } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LoginFlow } from '../hooks/use-login-flow';
import { StrongValue } from '../../../lib/i18n/strong-value';
import { RememberMe } from './remember-me';

const CODE_LENGTH = 6;

/**
 * The 6-digit code mailed to the address: 'Se connecter' only with 6 digits; 'Renvoyer le code' only once the
 * 5 minutes since the last send are over (before that, how long is left).
 */
export function CodeStep({ flow }: { flow: LoginFlow }) {
  const { t, message } = useTranslator();
  const [code, setCode] = useState(flow.initialCode);
  // Read every second: the hint counts the minutes left and the resend button comes back as soon as they are over.
  const now = useNow(1000);
  const complete = code.length === CODE_LENGTH;
  const waitMs = flow.resendAt === null ? 0 : flow.resendAt - now.getTime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) flow.verifyCode.mutate(code);
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-form__lead">
        <StrongValue
          className="login-form__email"
          value={flow.email}
          render={(email) => t(flow.registering ? 'signin.codeLeadRegister' : 'signin.codeLead', { email })}
        />
      </p>
      <TextField
        label={t('signin.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          flow.clearError();
        }}
        isInvalid={flow.error !== null && flow.verifyCode.isError}
        errorMessage={flow.verifyCode.isError && flow.error ? message(flow.error) : undefined}
        className="login-form__code"
        autoFocus
      />
      <RememberMe flow={flow} />
      <Button
        type="submit"
        variant="primary"
        isBlock
        isDisabled={!complete}
        isLoading={flow.verifyCode.isPending}
      >
        {flow.registering ? t('signin.confirmCreate') : t('signin.signIn')}
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
          onPress={() => flow.requestCode.mutate({ resend: true })}
        >
          {t('signin.resendCode')}
        </Button>
      )}
      <Button
        variant="ghost"
        icon={ArrowLeft}
        onPress={() => flow.goTo(flow.registering ? 'register' : 'email')}
      >
        {flow.registering ? t('signin.editDetails') : t('signin.changeEmail')}
      </Button>
    </form>
  );
}
