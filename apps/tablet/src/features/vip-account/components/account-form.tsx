import { CONSENT_TEXTS, CUSTOMER_FIELD_MAX_LENGTHS as MAX, MESSAGES } from '@app/domain';
import { Button, Checkbox, TextField } from '@app/ui';
import { UserPlus } from '@app/ui/icons';
import type { FormEvent } from 'react';
import { config } from '../../../config/env';
import { typedPostalCode } from '../hooks/account-form';
import type { AccountField, AccountValues } from '../hooks/account-form';

type TextKey = Exclude<AccountField, 'acceptTerms' | 'marketingConsent'>;

export interface AccountFormProps {
  /** The kiosk's venue, named by the offers box. */
  restaurantName: string;
  values: AccountValues;
  onChange: <K extends AccountField>(field: K, value: AccountValues[K]) => void;
  /** The first problem found by the last submit, or the server's refusal. */
  invalid: { field: AccountField | null; message: string } | null;
  isSending: boolean;
  onSubmit: () => void;
}

/** The VIP account's fields (customer-flows §5): first and last name, e-mail and phone required, terms to accept. */
export function AccountForm({
  restaurantName,
  values,
  onChange,
  invalid,
  isSending,
  onSubmit,
}: AccountFormProps) {
  const errorOf = (field: AccountField) => (invalid?.field === field ? invalid.message : undefined);
  const text = (field: TextKey, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(value: string) => onChange(field, value)}
      isInvalid={errorOf(field) !== undefined}
      errorMessage={errorOf(field)}
      {...props}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.acceptTerms) onSubmit();
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-describedby="account-required">
      <p id="account-required" className="account-form__hint">
        Les champs marqués d'un astérisque (*) sont obligatoires.
      </p>
      {invalid ? (
        <p className="tablet-notice tablet-notice--error" role="alert">
          {invalid.message}
        </p>
      ) : null}
      <div className="account-form__grid">
        {text('firstName', 'Prénom', {
          isRequired: true,
          autoComplete: 'off',
          maxLength: MAX.name,
          autoFocus: true,
        })}
        {text('lastName', 'Nom', { isRequired: true, autoComplete: 'off', maxLength: MAX.name })}
        {text('email', 'E-mail', {
          isRequired: true,
          type: 'email',
          inputMode: 'email',
          autoComplete: 'off',
          maxLength: MAX.email,
        })}
        {text('phone', 'Téléphone', {
          isRequired: true,
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'off',
          maxLength: MAX.phone,
        })}
        {text('birthDate', 'Date de naissance', { type: 'date', autoComplete: 'off' })}
        <TextField
          label="Code postal"
          name="postalCode"
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX.postalCode}
          value={values.postalCode}
          onChange={(value) => onChange('postalCode', typedPostalCode(value))}
          isInvalid={errorOf('postalCode') !== undefined}
          errorMessage={errorOf('postalCode')}
        />
      </div>
      <div className="account-form__consents">
        <Checkbox
          isSelected={values.acceptTerms}
          onChange={(checked) => onChange('acceptTerms', checked)}
          isInvalid={errorOf('acceptTerms') !== undefined}
          isRequired
        >
          J'accepte les{' '}
          <a href={`${config.portalUrl}/conditions-utilisation`} target="_blank" rel="noreferrer">
            conditions d'utilisation
          </a>{' '}
          et la{' '}
          <a href={`${config.portalUrl}/confidentialite`} target="_blank" rel="noreferrer">
            politique de confidentialité
          </a>
        </Checkbox>
        <Checkbox
          isSelected={values.marketingConsent}
          onChange={(checked) => onChange('marketingConsent', checked)}
        >
          {CONSENT_TEXTS.tabletMarketing(restaurantName)}
        </Checkbox>
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        icon={values.acceptTerms ? UserPlus : undefined}
        isBlock
        isDisabled={!values.acceptTerms}
        isLoading={isSending}
      >
        {values.acceptTerms ? 'Créer mon compte' : MESSAGES.tablet.termsRequired}
      </Button>
    </form>
  );
}
