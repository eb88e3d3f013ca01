import { MESSAGES } from '@app/domain';
import type { MyGift } from '@app/domain';
import { Button } from '@app/ui';
import { Gift } from '@app/ui/icons';
import { useId } from 'react';

/** A count of points as the gift texts write it: '100', '12,5' (one decimal at most). */
export function pointsCount(points: number): string {
  return Math.max(0, points).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
}

/** Same gift twice in the list means the same venue and number. */
export function giftKey(gift: Pick<MyGift, 'restaurantId' | 'giftNumber'>): string {
  return `${gift.restaurantId}#${gift.giftNumber}`;
}

function GiftCard({
  gift,
  isClaiming,
  isBusy,
  onClaim,
}: {
  gift: MyGift;
  isClaiming: boolean;
  isBusy: boolean;
  onClaim: (gift: MyGift) => void;
}) {
  const titleId = useId();
  const metaId = useId();
  const shortId = useId();
  const claimable = gift.pointsMissing <= 0;
  return (
    <li>
      <article
        className={claimable ? 'gift-card' : 'gift-card gift-card--short'}
        aria-labelledby={`${titleId} ${metaId}`}
        data-testid="gift-card"
        data-claimable={claimable}
      >
        <span className="gift-card__emoji" aria-hidden="true">
          {gift.emoji || '🎁'}
        </span>
        <div className="gift-card__body">
          <h3 id={titleId} className="gift-card__name">
            {gift.name}
          </h3>
          <p id={metaId} className="gift-card__meta">
            {gift.restaurantName} · Cadeau n°{gift.giftNumber}
          </p>
          <p className="gift-card__points">{pointsCount(gift.pointsRequired)} points requis</p>
          {!claimable && (
            <div id={shortId} className="gift-card__short">
              <p>{MESSAGES.reward.pointsNeeded(gift.pointsRequired)}</p>
              <p className="gift-card__missing">encore {pointsCount(gift.pointsMissing)} points</p>
            </div>
          )}
        </div>
        <Button
          className="gift-card__action"
          variant={claimable ? 'primary' : 'secondary'}
          icon={Gift}
          isDisabled={!claimable || (isBusy && !isClaiming)}
          isLoading={isClaiming}
          aria-describedby={claimable ? undefined : shortId}
          onPress={() => onClaim(gift)}
        >
          Obtenir ce cadeau
        </Button>
      </article>
    </li>
  );
}

/**
 * The gifts of each venue: every one earned and not yet claimed ('Obtenir ce cadeau'), then the next one still
 * out of reach, its button disabled with 'Il vous faut N points pour obtenir ce cadeau' and the points missing.
 */
export function GiftList({
  gifts,
  claiming,
  onClaim,
}: {
  gifts: MyGift[];
  /** The gift being claimed (one at a time). */
  claiming: MyGift | undefined;
  onClaim: (gift: MyGift) => void;
}) {
  return (
    <ul className="gift-list">
      {gifts.map((gift) => (
        <GiftCard
          key={giftKey(gift)}
          gift={gift}
          isClaiming={claiming !== undefined && giftKey(claiming) === giftKey(gift)}
          isBusy={claiming !== undefined}
          onClaim={onClaim}
        />
      ))}
    </ul>
  );
}
