import type { Translator } from '@app/i18n';
import { formatLongDate } from '@app/i18n/formats';
import { useTranslator } from '@app/i18n/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import type { BookingDetails } from '../api/booking-types';
import { useJoinWaitlist } from '../api/use-join-waitlist';
import { loadPhoneParser } from '../hooks/load-phone-parser';
import { validateBookingDetails, type DetailsErrors } from '../hooks/validate-booking-details';
import { CONTACT_FIELDS, ContactFields } from './contact-fields';

/** The confirmation of a place on the waiting list (role status). */
export function waitlistJoinedText(
  { t, locale }: Pick<Translator, 't' | 'locale'>,
  joined: { email: string; date: string; time: string; partySize: number },
) {
  const date = formatLongDate(locale, joined.date);
  return t('waitlist.joined', { email: joined.email, date, time: joined.time, count: joined.partySize });
}

/**
 * « Me prévenir si une table se libère »: the contact details (those of the booking form, kept in its draft, checked
 * with its rules) and « M'inscrire sur la liste d'attente ». One request id per form: a double tap makes one entry.
 */
export function WaitlistForm({
  restaurantId,
  date,
  time,
  partySize,
  details,
  onChange,
}: {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  details: BookingDetails;
  onChange: (patch: Partial<BookingDetails>) => void;
}) {
  const translator = useTranslator();
  const { t, message } = translator;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [requestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<DetailsErrors>({});
  const join = useJoinWaitlist();
  useEffect(() => void loadPhoneParser(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBookingDetails(details, await loadPhoneParser());
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field.name]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    if (join.isPending) return;
    const { firstName, lastName, email, phone } = details;
    join.mutate({
      restaurantId,
      date,
      time,
      partySize,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      phone,
      requestId,
    });
  };

  if (join.isSuccess) {
    return (
      <p className="notice notice--success" role="status">
        {waitlistJoinedText(translator, { email: join.variables.email, date, time, partySize })}
      </p>
    );
  }
  return (
    <form
      ref={formRef}
      noValidate
      className="form waitlist-form"
      aria-label={t('waitlist.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      <ContactFields
        idPrefix={id}
        details={details}
        errors={errors}
        onChange={(name, value) => onChange({ [name]: value })}
      />
      {join.isError && (
        <p className="notice notice--error" role="alert">
          {message(callableErrorMessage(join.error, t('waitlist.joinFailed')))}
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary ui-button--block"
        disabled={join.isPending}
        aria-busy={join.isPending}
      >
        {join.isPending ? t('waitlist.sending') : t('waitlist.join')}
      </button>
    </form>
  );
}
