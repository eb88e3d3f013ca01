import { MAX_PHONE_INPUT_LENGTH } from '@app/domain';
import type { MessageId } from '@app/i18n';
import { useTranslator } from '@app/i18n/react';
import { AlertCircle } from '@app/ui/icons';
import type { BookingDetails } from '../api/booking-types';
import type { DetailsErrors } from '../hooks/validate-booking-details';

/** The contact fields of a booking and of the waiting list: same labels, autocomplete and limits in both forms. */
export const CONTACT_FIELDS: {
  name: 'firstName' | 'lastName' | 'email' | 'phone';
  label: MessageId;
  type: string;
  autoComplete: string;
  hint?: MessageId;
  maxLength?: number;
}[] = [
  { name: 'firstName', label: 'booking.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'booking.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'booking.email', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'booking.phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'booking.phoneHint',
    maxLength: MAX_PHONE_INPUT_LENGTH,
  },
];

export type ContactFieldName = (typeof CONTACT_FIELDS)[number]['name'];

/**
 * First name, name, e-mail and phone, each required, with its hint and its refusal under it, in the page's
 * language (a refusal is the domain's French message, translated).
 */
export function ContactFields({
  idPrefix,
  details,
  errors,
  onChange,
}: {
  idPrefix: string;
  details: Pick<BookingDetails, ContactFieldName>;
  errors: DetailsErrors;
  onChange: (name: ContactFieldName, value: string) => void;
}) {
  const { t, message } = useTranslator();
  const say = (id: MessageId) => t(id as 'booking.firstName');
  return (
    <>
      {CONTACT_FIELDS.map((field) => {
        const error = errors[field.name];
        const inputId = `${idPrefix}-${field.name}`;
        const describedBy = [error && `${inputId}-error`, field.hint && `${inputId}-hint`]
          .filter(Boolean)
          .join(' ');
        return (
          <div className="field" key={field.name}>
            <label className="field__label" htmlFor={inputId}>
              {say(field.label)} <span aria-hidden="true">*</span>
            </label>
            <input
              className="ui-input"
              id={inputId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy || undefined}
              value={details[field.name]}
              onChange={(e) => onChange(field.name, e.target.value)}
            />
            {field.hint && (
              <span className="field__hint" id={`${inputId}-hint`}>
                {say(field.hint)}
              </span>
            )}
            {error && (
              <span className="ui-field__error" id={`${inputId}-error`}>
                <AlertCircle className="ui-field__error-icon" aria-hidden="true" />
                {message(error)}
              </span>
            )}
          </div>
        );
      })}
    </>
  );
}
