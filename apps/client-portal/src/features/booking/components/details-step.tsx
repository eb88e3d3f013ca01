import { formatLongDate } from '@app/i18n/formats';
import { useTranslator } from '@app/i18n/react';
import { Calendar, Clock, Pencil, Users, Utensils } from '@app/ui/icons';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { BookingDetails, BookingRestaurant } from '../api/booking-types';
import { loadPhoneParser } from '../hooks/load-phone-parser';
import type { DetailsErrors } from '../hooks/validate-booking-details';
import { CONTACT_FIELDS as FIELDS, ContactFields } from './contact-fields';
import { useSignedInPrefill } from '../hooks/use-signed-in-prefill';

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
  formId,
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
  /** The form's request id: a signed-in diner's details are filled in once per form. */
  formId: string;
}) {
  const { t, message, locale } = useTranslator();
  useSignedInPrefill(formId, details, onChange);
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
        {t('booking.detailsTitle')}
      </h2>
      <dl className="recap" aria-label={t('booking.recap')}>
        <div>
          <dt>
            <Utensils className="recap__icon" aria-hidden="true" />
            {t('booking.restaurant')}
          </dt>
          <dd>{restaurant.name}</dd>
        </div>
        <div>
          <dt>
            <Calendar className="recap__icon" aria-hidden="true" />
            {t('booking.stepDate')}
          </dt>
          <dd>
            {formatLongDate(locale, date)}{' '}
            <button type="button" className="link-button" onClick={() => onEdit('date')}>
              <Pencil className="link-button__icon" aria-hidden="true" />
              {t('booking.edit')}
              <span className="sr-only"> {t('booking.editWhatDate')}</span>
            </button>
          </dd>
        </div>
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            {t('booking.stepTime')}
          </dt>
          <dd>
            {time}{' '}
            <button type="button" className="link-button" onClick={() => onEdit('slot')}>
              <Pencil className="link-button__icon" aria-hidden="true" />
              {t('booking.edit')}
              <span className="sr-only"> {t('booking.editWhatTime')}</span>
            </button>
          </dd>
        </div>
        <div>
          <dt>
            <Users className="recap__icon" aria-hidden="true" />
            {t('booking.stepParty')}
          </dt>
          <dd>
            {t('booking.guests', { count: partySize })}{' '}
            <button type="button" className="link-button" onClick={() => onEdit('party')}>
              <Pencil className="link-button__icon" aria-hidden="true" />
              {t('booking.edit')}
              <span className="sr-only"> {t('booking.editWhatParty')}</span>
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
          <span>{t('booking.terrace')}</span>
        </label>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-requests`}>
            {t('booking.specialRequests')}
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
            {message(submitError)}
          </p>
        )}
        <button
          type="submit"
          className="ui-button ui-button--primary ui-button--block"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? t('booking.sending') : t('booking.confirmBooking')}
        </button>
      </form>
    </section>
  );
}
