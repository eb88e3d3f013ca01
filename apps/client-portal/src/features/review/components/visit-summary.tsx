import { useTranslator } from '@app/i18n/react';
import { Calendar, Clock, Users, Utensils } from '@app/ui/icons';
import type { ReviewVisit } from '../api/review-types';
import { longVisitDate } from './review-format';

/** The visit being reviewed: restaurant, date ('samedi 21 novembre 2026'), time and guests. */
export function VisitSummary({ visit }: { visit: ReviewVisit }) {
  const words = useTranslator();
  const { t } = words;
  return (
    <dl className="recap" aria-label={t('review.visitLabel')}>
      {visit.restaurantName && (
        <div>
          <dt>
            <Utensils className="recap__icon" aria-hidden="true" />
            {t('review.restaurant')}
          </dt>
          <dd>{visit.restaurantName}</dd>
        </div>
      )}
      {visit.date && (
        <div>
          <dt>
            <Calendar className="recap__icon" aria-hidden="true" />
            {t('review.date')}
          </dt>
          <dd>{longVisitDate(words, visit.date)}</dd>
        </div>
      )}
      {visit.time && (
        <div>
          <dt>
            <Clock className="recap__icon" aria-hidden="true" />
            {t('review.time')}
          </dt>
          <dd>{visit.time}</dd>
        </div>
      )}
      {visit.partySize > 0 && (
        <div>
          <dt>
            <Users className="recap__icon" aria-hidden="true" />
            {t('review.guests')}
          </dt>
          <dd>{t('review.guestCount', { count: visit.partySize })}</dd>
        </div>
      )}
    </dl>
  );
}
