import { CustomerRegisterInputSchema, CUSTOMER_FIELD_MAX_LENGTHS as MAX } from '@app/domain';
import { Button, Checkbox, TextField } from '@app/ui';
import { ArrowLeft, UserPlus } from '@app/ui/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { paths } from '../../../routes/paths';
import type { LoginFlow } from '../hooks/use-login-flow';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  birthDate: string;
  postalCode: string;
  acceptTerms: boolean;
  marketingConsent: boolean;
}

type TextKey = Exclude<keyof RegisterValues, 'acceptTerms' | 'marketingConsent'>;

/**
 * Registration (customer-flows §5): the spec's checks in its order, then a code mailed to the address; the account
 * exists only once that code is typed (ARCHITECTURE §8).
 */
export function RegisterForm({ flow }: { flow: LoginFlow }) {
  const [values, setValues] = useState<RegisterValues>({
    firstName: '',
    lastName: '',
    email: flow.email,
    phone: '',
    password: '',
    confirmPassword: '',
    birthDate: '',
    postalCode: '',
    acceptTerms: false,
    marketingConsent: false,
  });
  const [invalid, setInvalid] = useState<{ field: string; message: string } | null>(null);

  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (invalid?.field === key) setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CustomerRegisterInputSchema.safeParse({ ...values, rememberMe: flow.remember });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? '';
      setInvalid({ field: String(issue?.path[0] ?? ''), message });
      return;
    }
    setInvalid(null);
    flow.register.mutate(parsed.data);
  };

  const errorOf = (key: string) => (invalid?.field === key ? invalid.message : undefined);
  const text = (key: TextKey, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={key}
      value={values[key]}
      onChange={(value: string) => set(key, value)}
      isInvalid={errorOf(key) !== undefined}
      errorMessage={errorOf(key)}
      {...props}
    />
  );

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-describedby="register-required">
      <p id="register-required" className="login-form__hint">
        Les champs marqués d'un astérisque (*) sont obligatoires.
      </p>
      {invalid && (
        <p className="notice notice--error" role="alert">
          {invalid.message}
        </p>
      )}
      <div className="login-form__row">
        {text('firstName', 'Prénom', { isRequired: true, autoComplete: 'given-name', maxLength: MAX.name })}
        {text('lastName', 'Nom', { isRequired: true, autoComplete: 'family-name', maxLength: MAX.name })}
      </div>
      {text('email', 'Adresse e-mail', {
        isRequired: true,
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        maxLength: MAX.email,
      })}
      {text('phone', 'Téléphone', {
        isRequired: true,
        type: 'tel',
        autoComplete: 'tel',
        maxLength: MAX.phone,
      })}
      {text('password', 'Mot de passe', {
        isRequired: true,
        type: 'password',
        autoComplete: 'new-password',
        description: 'Au moins 6 caractères.',
        maxLength: MAX.password,
      })}
      {text('confirmPassword', 'Confirmer le mot de passe', {
        isRequired: true,
        type: 'password',
        autoComplete: 'new-password',
        maxLength: MAX.password,
      })}
      <div className="login-form__row">
        {text('birthDate', 'Date de naissance (facultatif)', { type: 'date', autoComplete: 'bday' })}
        {text('postalCode', 'Code postal (facultatif)', {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: MAX.postalCode,
          description: '5 chiffres au plus.',
        })}
      </div>
      <div className="login-form__consents">
        <Checkbox
          isSelected={values.acceptTerms}
          onChange={(checked) => set('acceptTerms', checked)}
          isInvalid={errorOf('acceptTerms') !== undefined}
        >
          J'accepte les{' '}
          <a href={paths.terms} target="_blank" rel="noreferrer">
            conditions d'utilisation
          </a>{' '}
          et la{' '}
          <a href={paths.privacy} target="_blank" rel="noreferrer">
            politique de confidentialité
          </a>{' '}
          *
        </Checkbox>
        <p className="login-form__hint">
          Vous choisirez ensuite, restaurant par restaurant, les offres que vous souhaitez recevoir.
        </p>
      </div>
      <Button type="submit" variant="primary" icon={UserPlus} isBlock isLoading={flow.register.isPending}>
        Créer mon compte
      </Button>
      <Button variant="ghost" icon={ArrowLeft} onPress={() => flow.goTo('email')}>
        J'ai déjà un compte
      </Button>
    </form>
  );
}
