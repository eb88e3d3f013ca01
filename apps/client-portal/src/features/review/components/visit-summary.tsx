import { formatGuests } from '@app/domain';
import { Calendar, Clock, Users, Utensils } from '@app/ui/icons';
import type { ReviewVisit } from '../api/review-types';
import { longFrenchDate } from './review-format';

/** The visit being reviewed: restaurant, date ('samedi 21 novembre 2026'), time and guests. */
export function VisitSummary({ visit }: { visit: ReviewVisit }) {
  return (
    <dl className="recap" aria-label="Votre visite">
      {visit.restaurantName && (
        <div>
          <dt>
            <Utensils className="recap__icon" aria-hidden="true" />
            Restaurant
          </dt>
          <dd>{visit.restaurantName}</dd>
        </div>
      )}
      {visit.date && (
        <div>
          <dt>
            <Calendar className="recap__icon" aria-hidden="true" />
            Date
          </dt>
          <dd>{longFrenchDate(visit.date)}</dd>
        </div>
      )}
      {visit.time && (
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            Heure
          </dt>
          <dd>{visit.time}</dd>
        </div>
      )}
      {visit.partySize > 0 && (
        <div>
          <dt>
            <Users className="recap__icon" aria-hidden="true" />
            Personnes
          </dt>
          <dd>{formatGuests({ count: visit.partySize })}</dd>
        </div>
      )}
    </dl>
  );
}
