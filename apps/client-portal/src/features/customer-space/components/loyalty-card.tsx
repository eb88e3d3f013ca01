import type { MySpaceCard } from '@app/domain';
import { formatPoints } from '@app/domain';
import { Gift } from '@app/ui/icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { VenueLevel } from '../../../lib/loyalty-level/venue-level';
import { paths } from '../../../routes/paths';
import { listEarningRules } from './earning-rules';

/** One venue's card: level, balance (one decimal), progress within the level, gifts, how to earn points there. */
export function LoyaltyCard({ card }: { card: MySpaceCard }) {
  const titleId = useId();
  const rules = listEarningRules(card.earning);
  return (
    <article className="loyalty-card" aria-labelledby={titleId}>
      <VenueLevel titleId={titleId} name={card.restaurantName} points={card.points} level={card.level} />
      <p className="loyalty-card__gifts">
        <Gift aria-hidden="true" className="loyalty-card__icon" />
        {card.giftsAvailable > 0
          ? `${card.giftsAvailable} cadeau${card.giftsAvailable > 1 ? 'x' : ''} disponible${card.giftsAvailable > 1 ? 's' : ''}`
          : `Prochain cadeau dans ${formatPoints({ points: card.pointsToNextGift })} points`}
      </p>
      {rules.length > 0 && (
        <details className="loyalty-card__rules">
          <summary>Comment gagner des points chez {card.restaurantName}</summary>
          <ul>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
      )}
      {card.restaurantSlug && (
        <Link className="loyalty-card__book" to={paths.booking(card.restaurantSlug)}>
          Réserver chez {card.restaurantName}
        </Link>
      )}
    </article>
  );
}
