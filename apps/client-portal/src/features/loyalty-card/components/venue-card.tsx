import type { MyLoyaltyCard } from '@app/domain';
import { useId } from 'react';
import { VenueLevel } from '../../../lib/loyalty-level/venue-level';

/** One venue: its level, the balance (one decimal) and the progress within the level. */
export function VenueCard({ card }: { card: MyLoyaltyCard['cards'][number] }) {
  const titleId = useId();
  return (
    <li>
      <article className="venue-card" aria-labelledby={titleId} data-testid="venue-card">
        <VenueLevel titleId={titleId} name={card.restaurantName} points={card.points} level={card.level} />
      </article>
    </li>
  );
}
