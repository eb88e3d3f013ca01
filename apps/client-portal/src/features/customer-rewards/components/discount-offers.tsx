import { SPEND_MESSAGES as M, formatEuros } from '@app/domain';
import type { MyDiscountOffer } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { Button } from '@app/ui';
import { Ticket } from '@app/ui/icons';
import { useId } from 'react';
import { pointsCount } from './gift-list';

/** « 10,00 € » with plain spaces, as the voucher and the mail write it. */
export function euroText(amount: number): string {
  return formatEuros({ amount }).replace(/\s/g, ' ');
}

/** « Convertir 100 points en bon de 10,00 € ». */
export function convertLabel(offer: Pick<MyDiscountOffer, 'pointsPerVoucher' | 'voucherValue'>): string {
  return M.discountConvert(offer.pointsPerVoucher, euroText(offer.voucherValue));
}

function OfferCard({
  offer,
  isBusy,
  onConvert,
}: {
  offer: MyDiscountOffer;
  isBusy: boolean;
  onConvert: (offer: MyDiscountOffer) => void;
}) {
  const tr = useTranslator();
  const titleId = useId();
  const shortId = useId();
  const enough = offer.points >= offer.pointsPerVoucher;
  return (
    <li>
      <article className="gift-card" aria-labelledby={titleId} data-testid="discount-offer">
        <Ticket className="gift-card__mark" aria-hidden="true" />
        <div className="gift-card__body">
          <h3 id={titleId} className="gift-card__name">
            {offer.restaurantName}
          </h3>
          <p className="gift-card__meta">
            {tr.message(M.discountRate(offer.pointsPerVoucher, euroText(offer.voucherValue)))}
          </p>
          <p className="gift-card__points">
            {tr.t('space.convertBalance', { points: pointsCount(offer.points) })}
          </p>
          {!enough && (
            <p id={shortId} className="gift-card__short">
              {tr.message(M.discountPointsNeeded(offer.pointsPerVoucher))}
            </p>
          )}
        </div>
        <Button
          className="gift-card__action"
          variant={enough ? 'primary' : 'secondary'}
          icon={Ticket}
          isDisabled={!enough || isBusy}
          aria-describedby={enough ? undefined : shortId}
          onPress={() => onConvert(offer)}
        >
          {tr.message(convertLabel(offer))}
        </Button>
      </article>
    </li>
  );
}

/**
 * The venues that sell discount vouchers for points (customer-flows §8 « 100 points = one 10 euro discount »): their
 * rate, the balance there, and « Convertir … points en bon de … € », disabled with the points needed when short.
 */
export function DiscountOffers({
  offers,
  isBusy,
  onConvert,
}: {
  offers: MyDiscountOffer[];
  isBusy: boolean;
  onConvert: (offer: MyDiscountOffer) => void;
}) {
  const tr = useTranslator();
  return (
    <ul className="gift-list" aria-label={tr.t('space.discountsList')}>
      {offers.map((offer) => (
        <OfferCard key={offer.restaurantId} offer={offer} isBusy={isBusy} onConvert={onConvert} />
      ))}
    </ul>
  );
}
