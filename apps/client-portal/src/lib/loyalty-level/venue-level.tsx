import type { LoyaltyLevelInfo } from '@app/domain';
import { formatPoints } from '@app/domain';
import { Badge, TierMark, VenueMark } from '@app/ui';
import './venue-level.css';

/**
 * A venue's loyalty standing, as the space and the loyalty card show it: the venue (its mark: logo or initials,
 * never an emoji; its name as the card's heading), the level badge with its drawn mark, the balance with one decimal, the progress within the level and its text
 * ('Plus que N points…' or 'Niveau maximum atteint').
 */
export function VenueLevel({
  titleId,
  name,
  logo,
  points,
  level,
}: {
  /** Id of the heading, which names the card around it. */
  titleId: string;
  name: string;
  logo?: string | null;
  points: number;
  level: LoyaltyLevelInfo;
}) {
  return (
    <>
      <header className="venue-level__header">
        <VenueMark venue={{ name, logo }} size="md" />
        <h3 id={titleId} className="venue-level__name">
          {name}
        </h3>
        <Badge tone="accent" className="venue-level__badge">
          <TierMark tier={level.key} /> {level.name}
        </Badge>
      </header>
      <p className="venue-level__points">
        <strong>{formatPoints({ points })}</strong> points
      </p>
      <div
        className="venue-level__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level.progressPercent}
        aria-label={level.next ? `Progression vers le niveau ${level.next.name}` : 'Niveau maximum'}
      >
        <span style={{ width: `${level.progressPercent}%` }} />
      </div>
      <p className="venue-level__progress">{level.progressText}</p>
    </>
  );
}
