import { formatGuests, GLOSSARY } from '@app/domain';
import { Calendar, Clock, Pencil, Users, Utensils } from '@app/ui/icons';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { BookingDetails, BookingRestaurant } from '../api/booking-types';
import { loadPhoneParser } from '../hooks/load-phone-parser';
import type { DetailsErrors } from '../hooks/validate-booking-details';
import { longFrenchDate } from './booking-dates';
import { CONTACT_FIELDS as FIELDS, ContactFields } from './contact-fields';

export type { DetailsErrors };

/** Step 4: the recap, then the diner's details; errors are shown beside each field and focus goes to the first. */
export function DetailsStep({
  restaurant,
  date,
  time,
  partySize,
  details,
  errors,
  submitError,
  isSubmitting,
  onChange,
  onSubmit,
  onEdit,
}: {
  restaurant: BookingRestaurant;
  date: string;
  time: string;
  partySize: number;
  details: BookingDetails;
  errors: DetailsErrors;
  submitError?: string;
  isSubmitting: boolean;
  onChange: (patch: Partial<BookingDetails>) => void;
  onSubmit: () => Promise<DetailsErrors>;
  onEdit: (step: 'date' | 'slot' | 'party') => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The phone check's metadata is fetched while the diner types, so that submitting does not wait for it.
  useEffect(() => void loadPhoneParser(), []);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await onSubmit();
    const first = FIELDS.find((f) => found[f.name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };
  return (
    <section className="step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        Vos coordonnées
      </h2>
      <dl className="recap" aria-label="Récapitulatif">
        <div>
          <dt>
            <Utensils className="recap__icon" aria-hidden="true" />
            Restaurant
          </dt>
          <dd>
            {restaurant.emoji} {restaurant.name}
          </dd>
        </div>
        <div>
          <dt>
            <Calendar className="recap__icon" aria-hidden="true" />
            Date
          </dt>
          <dd>
            {longFrenchDate(date)}{' '}
            <button type="button" className="link-button" onClick={() => onEdit('date')}>
              <Pencil className="link-button__icon" aria-hidden="true" />
              Modifier<span className="sr-only"> la date</span>
            </button>
          </dd>
        </div>
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            Heure
          </dt>
          <dd>
            {time}{' '}
            <button type="button" className="link-button" onClick={() => onEdit('slot')}>
              <Pencil className="link-button__icon" aria-hidden="true" />
              Modifier<span className="sr-only"> l'heure</span>
            </button>
          </dd>
        </div>
        <div>
          <dt>
            <Users className="recap__icon" aria-hidden="true" />
            Convives
          </dt>
          <dd>
            {formatGuests({ count: partySize })}{' '}
            <button type="button" className="link-button" onClick={() => onEdit('party')}>
              <Pencil className="link-button__icon" aria-hidden="true" />
              Modifier<span className="sr-only"> le nombre de convives</span>
            </button>
          </dd>
        </div>
      </dl>
      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} className="form">
        <ContactFields
          idPrefix={id}
          details={details}
          errors={errors}
          onChange={(name, value) => onChange({ [name]: value })}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            name="terrace"
            checked={details.terrace}
            onChange={(e) => onChange({ terrace: e.target.checked })}
          />
          <span>Je souhaite être en terrasse (selon disponibilité)</span>
        </label>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-requests`}>
            {GLOSSARY.specialRequests} (facultatif)
          </label>
          <textarea
            className="ui-input ui-input--multiline"
            id={`${id}-requests`}
            name="specialRequests"
            rows={3}
            value={details.specialRequests}
            onChange={(e) => onChange({ specialRequests: e.target.value })}
          />
        </div>
        {submitError && (
          <p className="notice notice--error" role="alert">
            {submitError}
          </p>
        )}
        <button
          type="submit"
          className="ui-button ui-button--primary ui-button--block"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? 'Envoi en cours...' : 'Confirmer la réservation'}
        </button>
      </form>
    </section>
  );
}
