import type { MyReservation } from '@app/domain';
import { buildPhoneHref, formatFrenchPhoneNumber, formatLongDate } from '@app/domain';
import { CalendarPlus, Clock, MapPin, Phone, Users } from '@app/ui/icons';
import { CustomerStatusBadge } from '../../../lib/customer-status-badge';
import { CancelReservation } from './cancel-reservation';
import { ChangeReservation } from './change-reservation';
import { StatusHistory } from './status-history';

/** The customer's view of one reservation (customer-flows §2 "Customer reservation detail"). */
export function ReservationDetail({ reservation: r, email }: { reservation: MyReservation; email: string }) {
  const phone = r.restaurantPhone ? formatFrenchPhoneNumber({ phone: r.restaurantPhone }) : '';
  return (
    <div className="reservation-detail">
      <header className="reservation-detail__header">
        <h1>{r.restaurantName}</h1>
        <CustomerStatusBadge status={r.status} refused={r.refused} />
      </header>
      <dl className="detail-facts">
        <div>
          <dt>Date</dt>
          <dd className="detail-facts__date">{formatLongDate({ date: r.date })}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden="true" className="detail-facts__icon" />
            Heure
          </dt>
          <dd>{r.time}</dd>
        </div>
        <div>
          <dt>
            <Users aria-hidden="true" className="detail-facts__icon" />
            Personnes
          </dt>
          <dd>{r.partySize}</dd>
        </div>
        {r.restaurantAddress && (
          <div>
            <dt>
              <MapPin aria-hidden="true" className="detail-facts__icon" />
              Adresse
            </dt>
            <dd>{r.restaurantAddress}</dd>
          </div>
        )}
        {r.terrace && (
          <div>
            <dt>Terrasse</dt>
            <dd>Demandée</dd>
          </div>
        )}
      </dl>
      {r.specialRequests && (
        <section className="detail-section" aria-labelledby="requests-title">
          <h2 id="requests-title">Demandes particulières</h2>
          <p className="detail-section__text">{r.specialRequests}</p>
        </section>
      )}
      <section className="detail-section" aria-labelledby="customer-title">
        <h2 id="customer-title">Vos coordonnées</h2>
        <p className="detail-section__text">
          {r.customerName}
          {r.customerEmail && (
            <>
              <br />
              {r.customerEmail}
            </>
          )}
          {r.customerPhone && (
            <>
              <br />
              {formatFrenchPhoneNumber({ phone: r.customerPhone })}
            </>
          )}
        </p>
      </section>
      <StatusHistory entries={r.statusHistory} email={email} />
      <section className="detail-section detail-actions" aria-label="Actions">
        {phone && (
          <a
            className="ui-button ui-button--secondary ui-button--block"
            href={buildPhoneHref({ phone: r.restaurantPhone })}
          >
            <Phone aria-hidden="true" className="ui-button__icon" />
            Appeler le restaurant ({phone})
          </a>
        )}
        {r.calendarUrl && (
          <a className="ui-button ui-button--secondary ui-button--block" href={r.calendarUrl}>
            <CalendarPlus aria-hidden="true" className="ui-button__icon" />
            Ajouter à mon agenda
          </a>
        )}
        {r.canChange && <ChangeReservation reservation={r} />}
        {r.canCancel && <CancelReservation reservationId={r.id} terms={r.cancellation} />}
        {!r.canChange && r.changeRefusal && <p className="detail-section__hint">{r.changeRefusal}</p>}
        {!r.canChange && !r.changeRefusal && r.status === 'CONFIRMED' && (
          <p className="detail-section__hint">Pour modifier votre réservation, appelez le restaurant.</p>
        )}
      </section>
    </div>
  );
}
