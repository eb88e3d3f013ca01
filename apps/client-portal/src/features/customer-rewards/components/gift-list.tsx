import { MESSAGES } from '@app/domain';
import type { MyGift } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { Button, GiftMark, TierMark } from '@app/ui';
import { Gift } from '@app/ui/icons';
import { useId } from 'react';
import { type GiftGroup, groupGifts, levelName, pointsIn } from './gift-words';

/** A count of points as the French gift texts write it: '100', '12,5' (one decimal at most). */
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
  const tr = useTranslator();
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
        <GiftMark className="gift-card__mark" />
        <div className="gift-card__body">
          <h4 id={titleId} className="gift-card__name">
            {gift.name}
          </h4>
          {/* The venue, never the gift's number in the cycle (« Cadeau n°4 » is an internal name). */}
          <p id={metaId} className="gift-card__meta">
            {gift.restaurantName}
          </p>
          <p className="gift-card__points">
            {tr.t('space.giftPoints', { points: pointsIn(tr, gift.pointsRequired) })}
          </p>
          {!claimable && (
            <div id={shortId} className="gift-card__short">
              <p>{tr.message(MESSAGES.reward.pointsNeeded(gift.pointsRequired))}</p>
              <p className="gift-card__missing">
                {tr.t('space.giftMissing', { points: pointsIn(tr, gift.pointsMissing) })}
              </p>
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
          {tr.t('space.claimGift')}
        </Button>
      </article>
    </li>
  );
}

function GiftGroupSection({
  group,
  showVenue,
  children,
}: {
  group: GiftGroup;
  showVenue: boolean;
  children: React.ReactNode;
}) {
  const tr = useTranslator();
  const headingId = useId();
  return (
    <section
      className="gift-group"
      aria-labelledby={headingId}
      data-testid="gift-group"
      data-level={group.level}
    >
      <h3 id={headingId} className="gift-group__title">
        <TierMark tier={group.level} />
        {tr.t('space.levelGroup', { level: levelName(tr, group.level) })}
        {showVenue && <span className="gift-group__venue"> · {group.restaurantName}</span>}
      </h3>
      <p className="gift-group__from">
        {tr.t('space.levelFrom', { points: pointsIn(tr, group.fromPoints) })}
      </p>
      {children}
    </section>
  );
}

/**
 * The gifts of each venue grouped by loyalty level (issue 48): every one earned and not yet claimed (« Obtenir ce
 * cadeau », confirmed by the page), then the next one still out of reach, its button disabled with « Il vous faut
 * N points pour obtenir ce cadeau » and the points missing. A gift is named by itself, never by its number.
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
  const groups = groupGifts(gifts);
  const showVenue = new Set(gifts.map((gift) => gift.restaurantId)).size > 1;
  return (
    <div className="gift-groups">
      {groups.map((group) => (
        <GiftGroupSection key={group.key} group={group} showVenue={showVenue}>
          <ul className="gift-list">
            {group.gifts.map((gift) => (
              <GiftCard
                key={giftKey(gift)}
                gift={gift}
                isClaiming={claiming !== undefined && giftKey(claiming) === giftKey(gift)}
                isBusy={claiming !== undefined}
                onClaim={onClaim}
              />
            ))}
          </ul>
        </GiftGroupSection>
      ))}
    </div>
  );
}
