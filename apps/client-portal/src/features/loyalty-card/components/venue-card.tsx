import type { MyLoyaltyCard } from '@app/domain';
import { formatPoints } from '@app/domain';
import { Badge } from '@app/ui';
import { useId } from 'react';

/** One venue: its level, the balance (one decimal) and the progress within the level. */
export function VenueCard({ card }: { card: MyLoyaltyCard['cards'][number] }) {
  const titleId = useId();
  const { level } = card;
  return (
    <li>
      <article className="venue-card" aria-labelledby={titleId} data-testid="venue-card">
        <header className="venue-card__header">
          <span className="venue-card__emoji" aria-hidden="true">
            {card.restaurantEmoji}
          </span>
          <h3 id={titleId} className="venue-card__name">
            {card.restaurantName}
          </h3>
          <Badge tone="accent" className="venue-card__level">
            <span aria-hidden="true">{level.emoji}</span> {level.name}
          </Badge>
        </header>
        <p className="venue-card__points">
          <strong>{formatPoints({ points: card.points })}</strong> points
        </p>
        <div
          className="venue-card__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level.progressPercent}
          aria-label={level.next ? `Progression vers le niveau ${level.next.name}` : 'Niveau maximum'}
        >
          <span style={{ width: `${level.progressPercent}%` }} />
        </div>
        <p className="venue-card__progress">{level.progressText}</p>
      </article>
    </li>
  );
}
