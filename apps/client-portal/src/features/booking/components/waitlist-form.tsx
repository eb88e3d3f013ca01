import { formatGuests } from '@app/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import type { BookingDetails } from '../api/booking-types';
import { useJoinWaitlist } from '../api/use-join-waitlist';
import { loadPhoneParser } from '../hooks/load-phone-parser';
import { validateBookingDetails, type DetailsErrors } from '../hooks/validate-booking-details';
import { longFrenchDate } from './french-dates';
import { CONTACT_FIELDS, ContactFields } from './contact-fields';

const JOIN_FAILED = "Impossible de vous inscrire sur la liste d'attente. Veuillez réessayer.";

/** The confirmation of a place on the waiting list (role status). */
export function waitlistJoinedText(joined: { email: string; date: string; time: string; partySize: number }) {
  return `C'est noté : nous vous écrirons à ${joined.email} si une table se libère le ${longFrenchDate(joined.date)} à ${joined.time} pour ${formatGuests({ count: joined.partySize })}. Vous aurez alors 30 minutes pour la réserver.`;
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
        {waitlistJoinedText({ email: join.variables.email, date, time, partySize })}
      </p>
    );
  }
  return (
    <form
      ref={formRef}
      noValidate
      className="form waitlist-form"
      aria-label="Liste d'attente"
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
          {callableErrorMessage(join.error, JOIN_FAILED)}
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary ui-button--block"
        disabled={join.isPending}
        aria-busy={join.isPending}
      >
        {join.isPending ? 'Envoi en cours...' : "M'inscrire sur la liste d'attente"}
      </button>
    </form>
  );
}
