import { formatPoints, formatScanCode } from '@app/domain';
import type { ScannedLoyaltyCard } from '@app/domain';
import { Badge, Card, TierMark } from '@app/ui';
import { User } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';

/**
 * A scanned loyalty card at the current restaurant: the customer, their level and balance here, the progress
 * to the next level, and their file when the restaurant knows them.
 */
export function LoyaltyCardResult({
  card,
  restaurantName,
}: {
  card: ScannedLoyaltyCard;
  restaurantName: string;
}) {
  const { level } = card;
  const progress = Math.min(100, Math.max(0, Math.round(level.progressPercent)));
  return (
    <Card
      title={card.customerName || 'Client sans nom'}
      headingLevel={3}
      className="loyalty-result"
      actions={
        <Badge tone="primary" className="loyalty-result__level">
          <TierMark tier={level.key} /> {level.name}
        </Badge>
      }
    >
      <div className="loyalty-result__body" data-testid="loyalty-result">
        <p className="loyalty-result__code scan-code">{formatScanCode({ code: card.code })}</p>
        <p className="loyalty-result__points">
          <strong data-testid="loyalty-points">{formatPoints({ points: card.points })} points</strong>{' '}
          <span className="loyalty-result__where">chez {restaurantName}</span>
        </p>
        <div className="loyalty-result__progress">
          <div
            className="loyalty-result__bar"
            role="progressbar"
            aria-label="Progression vers le niveau suivant"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span className="loyalty-result__fill" style={{ width: `${progress}%` }} />
          </div>
          <p className="loyalty-result__progress-text">{level.progressText}</p>
        </div>
        {card.knownHere ? (
          <Link
            className="button loyalty-result__link"
            to={paths.customer(encodeURIComponent(card.customerId))}
          >
            <User className="link-icon" aria-hidden="true" />
            Voir la fiche client
          </Link>
        ) : (
          <p className="scan-placeholder" data-testid="loyalty-not-known-here">
            Pas encore client de cet établissement : aucun point ici pour le moment.
          </p>
        )}
      </div>
    </Card>
  );
}
