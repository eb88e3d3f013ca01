import { Button, TextField } from '@app/ui';
import { KeyRound, Mail, UserPlus } from '@app/ui/icons';
import type { FormEvent } from 'react';
import type { LoginFlow } from '../hooks/use-login-flow';
import { RememberMe } from './remember-me';

/** First step: the e-mail, then a code by e-mail (the default), the password, or a new account. */
export function EmailStep({ flow }: { flow: LoginFlow }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.requireEmail()) flow.requestCode.mutate({ resend: false });
  };
  const busy = flow.requestCode.isPending;
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField
        label="Adresse e-mail"
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
        Recevoir un code par e-mail
      </Button>
      <Button
        icon={KeyRound}
        isBlock
        isDisabled={busy}
        onPress={() => {
          if (flow.requireEmail()) flow.goTo('password');
        }}
      >
        Me connecter avec mon mot de passe
      </Button>
      <div className="login-form__divider" role="presentation">
        <span>Pas encore de compte ?</span>
      </div>
      <Button variant="ghost" icon={UserPlus} isBlock onPress={() => flow.goTo('register')}>
        Créer mon compte
      </Button>
    </form>
  );
}
