import { CustomerRegisterInputSchema, CUSTOMER_FIELD_MAX_LENGTHS as MAX } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
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
  const { t, message } = useTranslator();
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

  const errorOf = (key: string) => (invalid?.field === key ? message(invalid.message) : undefined);
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
        {t('signin.requiredHint')}
      </p>
      {invalid && (
        <p className="notice notice--error" role="alert">
          {message(invalid.message)}
        </p>
      )}
      <div className="login-form__row">
        {text('firstName', t('signin.firstName'), {
          isRequired: true,
          autoComplete: 'given-name',
          maxLength: MAX.name,
        })}
        {text('lastName', t('signin.lastName'), {
          isRequired: true,
          autoComplete: 'family-name',
          maxLength: MAX.name,
        })}
      </div>
      {text('email', t('signin.email'), {
        isRequired: true,
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        maxLength: MAX.email,
      })}
      {text('phone', t('signin.phone'), {
        isRequired: true,
        type: 'tel',
        autoComplete: 'tel',
        maxLength: MAX.phone,
      })}
      {text('password', t('signin.password'), {
        isRequired: true,
        type: 'password',
        autoComplete: 'new-password',
        description: t('signin.passwordHint'),
        maxLength: MAX.password,
      })}
      {text('confirmPassword', t('signin.confirmPassword'), {
        isRequired: true,
        type: 'password',
        autoComplete: 'new-password',
        maxLength: MAX.password,
      })}
      <div className="login-form__row">
        {text('birthDate', t('signin.birthDate'), { type: 'date', autoComplete: 'bday' })}
        {text('postalCode', t('signin.postalCode'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: MAX.postalCode,
          description: t('signin.postalHint'),
        })}
      </div>
      <div className="login-form__consents">
        <Checkbox
          isSelected={values.acceptTerms}
          onChange={(checked) => set('acceptTerms', checked)}
          isInvalid={errorOf('acceptTerms') !== undefined}
        >
          {t('signin.acceptStart')}{' '}
          <a href={paths.terms} target="_blank" rel="noreferrer">
            {t('signin.acceptTerms')}
          </a>{' '}
          {t('signin.acceptAnd')}{' '}
          <a href={paths.privacy} target="_blank" rel="noreferrer">
            {t('signin.acceptPrivacy')}
          </a>{' '}
          *
        </Checkbox>
        <p className="login-form__hint">{t('signin.offersLater')}</p>
      </div>
      <Button type="submit" variant="primary" icon={UserPlus} isBlock isLoading={flow.register.isPending}>
        {t('signin.createAccount')}
      </Button>
      <Button variant="ghost" icon={ArrowLeft} onPress={() => flow.goTo('email')}>
        {t('signin.haveAccount')}
      </Button>
    </form>
  );
}
