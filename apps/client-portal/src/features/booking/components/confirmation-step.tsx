import { formatGuests } from '@app/domain';
import { Calendar, CheckCircle, Clock, Mail, Sun, User, Users, Utensils } from '@app/ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDetails, BookingRestaurant } from '../api/booking-types';
import { longFrenchDate } from './booking-dates';

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
        {confirmed ? 'Réservation confirmée' : 'Demande envoyée'}
      </h2>
      {confirmed ? (
        <p className="notice notice--success" role="status">
          Le restaurant a confirmé votre réservation. L'e-mail de confirmation vous est envoyé.
        </p>
      ) : (
        <p className="notice notice--pending" role="status">
          Votre demande est en attente de confirmation par le restaurant. Vous recevrez un e-mail dès qu'il
          aura répondu.
        </p>
      )}
      <dl className="recap" aria-label="Votre réservation">
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            Statut
          </dt>
          <dd>{confirmed ? 'Confirmée' : 'En attente de confirmation'}</dd>
        </div>
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
          <dd>{longFrenchDate(date)}</dd>
        </div>
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            Heure
          </dt>
          <dd>{time}</dd>
        </div>
        <div>
          <dt>
            <Users className="recap__icon" aria-hidden="true" />
            Convives
          </dt>
          <dd>{formatGuests({ count: partySize })}</dd>
        </div>
        <div>
          <dt>
            <User className="recap__icon" aria-hidden="true" />
            Nom
          </dt>
          <dd>
            {details.firstName} {details.lastName}
          </dd>
        </div>
        {details.terrace && (
          <div>
            <dt>
              <Sun className="recap__icon" aria-hidden="true" />
              Terrasse
            </dt>
            <dd>Demandée</dd>
          </div>
        )}
      </dl>
      <p className="icon-line">
        <Mail className="icon-line__icon" aria-hidden="true" />
        Un récapitulatif de votre demande est envoyé à <strong>{details.email}</strong>.
      </p>
      <p className="notice icon-line">
        <Clock className="icon-line__icon" aria-hidden="true" />
        Table réservée pendant 15 minutes
      </p>
      <div className="step__actions step__actions--stacked">
        <Link className="ui-button ui-button--primary ui-button--block" to={clientSpaceHref}>
          Accéder à mon espace client
        </Link>
        <button
          type="button"
          className="ui-button ui-button--secondary ui-button--block"
          onClick={onBookAgain}
        >
          Faire une autre réservation
        </button>
      </div>
    </section>
  );
}
