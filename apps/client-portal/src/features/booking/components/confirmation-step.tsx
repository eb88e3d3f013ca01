import { formatLongDate } from '@app/i18n/formats';
import { useTranslator } from '@app/i18n/react';
import { Calendar, CheckCircle, Clock, Mail, Sun, User, Users, Utensils } from '@app/ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDetails, BookingRestaurant } from '../api/booking-types';

/**
 * Step 5: the request sent, plainly pending: the restaurant answers it, so no success mark is shown over it;
 * or, when the venue's auto-confirm rule took it at once (issue 36), the booking confirmed.
 * What was asked for, the e-mail that acknowledges it and the one that will follow the restaurant's answer,
 * the 15-minute hold, and the ways on.
 */
export function ConfirmationStep({
  restaurant,
  date,
  time,
  partySize,
  confirmed = false,
  details,
  clientSpaceHref,
  onBookAgain,
}: {
  restaurant: BookingRestaurant;
  date: string;
  time: string;
  partySize: number;
  /** Confirmed at once by the venue's rule. */
  confirmed?: boolean;
  details: BookingDetails;
  clientSpaceHref: string;
  onBookAgain: () => void;
}) {
  const { t, locale } = useTranslator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="step step--done" aria-labelledby="booking-done-title">
      <p className="pending-mark" aria-hidden="true">
        {confirmed ? (
          <CheckCircle className="pending-mark__icon" />
        ) : (
          <Clock className="pending-mark__icon" />
        )}
      </p>
      <h2 id="booking-done-title" ref={headingRef} tabIndex={-1}>
        {confirmed ? t('booking.confirmedTitle') : t('booking.sentTitle')}
      </h2>
      {confirmed ? (
        <p className="notice notice--success" role="status">
          {t('booking.confirmedNotice')}
        </p>
      ) : (
        <p className="notice notice--pending" role="status">
          {t('booking.pendingNotice')}
        </p>
      )}
      <dl className="recap" aria-label={t('booking.yourBooking')}>
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            {t('booking.status')}
          </dt>
          <dd>{confirmed ? t('booking.statusConfirmed') : t('booking.statusPending')}</dd>
        </div>
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
          <dd>{formatLongDate(locale, date)}</dd>
        </div>
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            {t('booking.stepTime')}
          </dt>
          <dd>{time}</dd>
        </div>
        <div>
          <dt>
            <Users className="recap__icon" aria-hidden="true" />
            {t('booking.stepParty')}
          </dt>
          <dd>{t('booking.guests', { count: partySize })}</dd>
        </div>
        <div>
          <dt>
            <User className="recap__icon" aria-hidden="true" />
            {t('booking.name')}
          </dt>
          <dd>
            {details.firstName} {details.lastName}
          </dd>
        </div>
        {details.terrace && (
          <div>
            <dt>
              <Sun className="recap__icon" aria-hidden="true" />
              {t('booking.terraceShort')}
            </dt>
            <dd>{t('booking.terraceAsked')}</dd>
          </div>
        )}
      </dl>
      <p className="icon-line">
        <Mail className="icon-line__icon" aria-hidden="true" />
        {t('booking.summarySentTo')} <strong>{details.email}</strong>.
      </p>
      <p className="notice icon-line">
        <Clock className="icon-line__icon" aria-hidden="true" />
        {t('booking.tableHeld')}
      </p>
      <div className="step__actions step__actions--stacked">
        <Link className="ui-button ui-button--primary ui-button--block" to={clientSpaceHref}>
          {t('booking.toMySpace')}
        </Link>
        <button
          type="button"
          className="ui-button ui-button--secondary ui-button--block"
          onClick={onBookAgain}
        >
          {t('booking.bookAgain')}
        </button>
      </div>
    </section>
  );
}
