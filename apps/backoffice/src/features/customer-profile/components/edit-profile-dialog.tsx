import type { ConsentChannel, RestaurantCustomer } from '@app/domain';
import {
  CONSENT_TEXTS,
  CUSTOMER_FIELD_MAX_LENGTHS as MAX,
  CUSTOMER_PROFILE_TEXTS as T,
  MESSAGES,
  UpdateCustomerInputSchema,
  formatFrenchPhoneNumber,
} from '@app/domain';
import { Button, Dialog, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { customerDisplayName } from '../../../lib/customer-format';
import { ConsentBox } from './consent-box';
import { toUserMessage } from '../../../lib/error-message';
import { useUpdateCustomer } from '../api/use-customer-mutations';

interface ProfileValues {
  email: string;
  name: string;
  phone: string;
  birthDate: string;
  postalCode: string;
  emailMarketingConsent: boolean;
  smsMarketingConsent: boolean;
  rgpdConsent: boolean;
  notes: string;
}

function initialValues(view: RestaurantCustomer): ProfileValues {
  const name = customerDisplayName(view);
  return {
    email: view.email,
    name: name === 'Client' && !view.name ? '' : name,
    phone: view.phone ? formatFrenchPhoneNumber({ phone: view.phone }) : '',
    birthDate: view.birthDate,
    postalCode: view.postalCode,
    emailMarketingConsent: view.emailMarketingConsent,
    smsMarketingConsent: view.smsMarketingConsent,
    rgpdConsent: view.rgpdConsent,
    notes: view.notes,
  };
}

const p = MESSAGES.customerFile;

/** The form's consent boxes: the view's flag, the channel of its proof, the words staff tick. */
const CONSENT_BOXES: readonly [
  'emailMarketingConsent' | 'smsMarketingConsent' | 'rgpdConsent',
  ConsentChannel,
  string,
][] = [
  ['emailMarketingConsent', 'email', CONSENT_TEXTS.staffEmail],
  ['smsMarketingConsent', 'sms', CONSENT_TEXTS.staffSms],
  ['rgpdConsent', 'rgpd', CONSENT_TEXTS.staffRgpd],
];

/**
 * « Modifier le profil client » (administration §2, §5): the checks in the spec's order (e-mail required, its
 * format, name, phone), then `updateCustomer` for this restaurant. The venue's notes and consents are its own.
 * The e-mail of a customer other venues know is master_admin's: the field is read-only for others.
 */
export function EditProfileDialog({
  view,
  restaurantId,
  emailLocked,
  isOpen,
  onClose,
  onSaved,
}: {
  view: RestaurantCustomer;
  restaurantId: string;
  emailLocked: boolean;
  isOpen: boolean;
  onClose(): void;
  /** Called with the record's id after the save (the e-mail, which may have changed). */
  onSaved(customerId: string): void;
}) {
  const toast = useToast();
  const update = useUpdateCustomer();
  const [values, setValues] = useState(() => initialValues(view));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (problem?.field === key) setProblem(null);
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateCustomerInputSchema.safeParse({
      ...values,
      customerId: view.customerId,
      restaurantId,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? p.updateError;
      setProblem({ field: String(issue?.path[0] ?? ''), message });
      toast.error(message);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(p.updated);
        onSaved(result.customerId);
      },
      onError: (error) => {
        const shown = toUserMessage(error, p.updateError);
        setRefusal(shown);
        toast.error(shown);
      },
    });
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <Dialog
      title={T.editTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      layout="sheet"
    >
      <form className="profile-form" onSubmit={submit} noValidate>
        <TextField
          label={T.fields.email}
          type="email"
          autoComplete="off"
          isRequired
          isReadOnly={emailLocked}
          maxLength={MAX.email}
          value={values.email}
          onChange={(value) => set('email', value)}
          isInvalid={errorOf('email') !== undefined}
          errorMessage={errorOf('email')}
          description={emailLocked ? T.emailLocked : undefined}
        />
        <TextField
          label={T.fields.name}
          autoComplete="off"
          isRequired
          maxLength={MAX.fullName}
          value={values.name}
          onChange={(value) => set('name', value)}
          isInvalid={errorOf('name') !== undefined}
          errorMessage={errorOf('name')}
        />
        <TextField
          label={T.fields.phone}
          type="tel"
          autoComplete="off"
          isRequired
          maxLength={MAX.phone}
          value={values.phone}
          onChange={(value) => set('phone', value)}
          isInvalid={errorOf('phone') !== undefined}
          errorMessage={errorOf('phone')}
        />
        <TextField
          label={`${T.fields.birthDate} (facultatif)`}
          type="date"
          value={values.birthDate}
          onChange={(value) => set('birthDate', value)}
          isInvalid={errorOf('birthDate') !== undefined}
          errorMessage={errorOf('birthDate')}
        />
        <TextField
          label={`${T.fields.postalCode} (facultatif)`}
          inputMode="numeric"
          maxLength={MAX.postalCode}
          value={values.postalCode}
          onChange={(value) => set('postalCode', value)}
          isInvalid={errorOf('postalCode') !== undefined}
          errorMessage={errorOf('postalCode')}
        />
        <fieldset className="profile-form__consents">
          <legend>{T.consentsTitle}</legend>
          {CONSENT_BOXES.map(([field, channel, label]) => (
            <ConsentBox
              key={field}
              proof={view.consentProofs[channel]}
              isSelected={values[field]}
              onChange={(checked) => set(field, checked)}
            >
              {label}
            </ConsentBox>
          ))}
        </fieldset>
        <TextField
          label={T.fields.notes}
          multiline
          rows={4}
          maxLength={MAX.notes}
          value={values.notes}
          onChange={(value) => set('notes', value)}
          isInvalid={errorOf('notes') !== undefined}
          errorMessage={errorOf('notes')}
          description={`${values.notes.length} / ${MAX.notes}`}
        />
        {refusal ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {refusal}
          </p>
        ) : null}
        <div className="profile-form__actions">
          <Button onPress={onClose}>{T.cancel}</Button>
          <Button type="submit" variant="primary" isLoading={update.isPending}>
            {T.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
