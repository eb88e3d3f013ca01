import { useTranslator } from '@app/i18n/react';
import { Button, TextField } from '@app/ui';
import { KeyRound, Mail, UserPlus } from '@app/ui/icons';
import type { FormEvent } from 'react';
import type { LoginFlow } from '../hooks/use-login-flow';
import { RememberMe } from './remember-me';

/** First step: the e-mail, then a code by e-mail (the default), the password, or a new account. */
export function EmailStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslator();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.requireEmail()) flow.requestCode.mutate({ resend: false });
  };
  const busy = flow.requestCode.isPending;
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField
        label={t('signin.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={flow.email}
        onChange={flow.setEmail}
        isRequired
        maxLength={254}
        autoFocus={flow.email === ''}
      />
      <RememberMe flow={flow} />
      <Button type="submit" variant="primary" icon={Mail} isBlock isLoading={busy}>
        {t('signin.getCode')}
      </Button>
      <Button
        icon={KeyRound}
        isBlock
        isDisabled={busy}
        onPress={() => {
          if (flow.requireEmail()) flow.goTo('password');
        }}
      >
        {t('signin.withPassword')}
      </Button>
      <div className="login-form__divider" role="presentation">
        <span>{t('signin.noAccount')}</span>
      </div>
      <Button variant="ghost" icon={UserPlus} isBlock onPress={() => flow.goTo('register')}>
        {t('signin.createAccount')}
      </Button>
    </form>
  );
}
