import type { MySpaceCard } from '@app/domain';
import { formatPoints } from '@app/domain';
import { Badge } from '@app/ui';
import { Gift } from '@app/ui/icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { listEarningRules } from './earning-rules';

/** One venue's card: level, balance (one decimal), progress within the level, gifts, how to earn points there. */
export function LoyaltyCard({ card }: { card: MySpaceCard }) {
  const titleId = useId();
  const { level } = card;
  const rules = listEarningRules(card.earning);
  return (
    <article className="loyalty-card" aria-labelledby={titleId}>
      <header className="loyalty-card__header">
        <span className="loyalty-card__emoji" aria-hidden="true">
          {card.restaurantEmoji}
        </span>
        <h3 id={titleId} className="loyalty-card__name">
          {card.restaurantName}
        </h3>
        <Badge tone="accent" className="loyalty-card__level">
          <span aria-hidden="true">{level.emoji}</span> {level.name}
        </Badge>
      </header>
      <p className="loyalty-card__points">
        <strong>{formatPoints({ points: card.points })}</strong> points
      </p>
      <div
        className="loyalty-card__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level.progressPercent}
        aria-label={level.next ? `Progression vers le niveau ${level.next.name}` : 'Niveau maximum'}
      >
        <span style={{ width: `${level.progressPercent}%` }} />
      </div>
      <p className="loyalty-card__progress">{level.progressText}</p>
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
