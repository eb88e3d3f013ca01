import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDetails, BookingRestaurant } from '../api/booking-types';
import { longFrenchDate } from './booking-dates';

/** Step 5: what was booked, the e-mail that follows, the 15-minute hold, and the ways on. */
export function ConfirmationStep({
  restaurant,
  date,
  time,
  partySize,
  details,
  clientSpaceHref,
  onBookAgain,
}: {
  restaurant: BookingRestaurant;
  date: string;
  time: string;
  partySize: number;
  details: BookingDetails;
  clientSpaceHref: string;
  onBookAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="step step--done" aria-labelledby="booking-done-title">
      <p className="success-mark" aria-hidden="true">
        ✓
      </p>
      <h2 id="booking-done-title" ref={headingRef} tabIndex={-1}>
        Réservation envoyée avec succès !
      </h2>
      <dl className="recap" aria-label="Votre réservation">
        <div>
          <dt>Restaurant</dt>
          <dd>
            {restaurant.emoji} {restaurant.name}
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{longFrenchDate(date)}</dd>
        </div>
        <div>
          <dt>Heure</dt>
          <dd>{time}</dd>
        </div>
        <div>
          <dt>Convives</dt>
          <dd>
            {partySize} {partySize > 1 ? 'personnes' : 'personne'}
          </dd>
        </div>
        <div>
          <dt>Nom</dt>
          <dd>
            {details.firstName} {details.lastName}
          </dd>
        </div>
        {details.terrace && (
          <div>
            <dt>Terrasse</dt>
            <dd>Demandée</dd>
          </div>
        )}
      </dl>
      <p>
        Un e-mail de confirmation vous sera envoyé à <strong>{details.email}</strong> dès que le restaurant
        aura validé votre demande.
      </p>
      <p className="notice">Table réservée pendant 15 minutes</p>
      <div className="step__actions step__actions--stacked">
        <Link className="button button--primary button--block" to={clientSpaceHref}>
          Accéder à mon espace client
        </Link>
        <button type="button" className="button button--block" onClick={onBookAgain}>
          Faire une autre réservation
        </button>
      </div>
    </section>
  );
}
