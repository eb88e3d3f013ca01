import type { MyVoucher } from '@app/domain';
import { Badge, Button } from '@app/ui';
import { QrCode } from '@app/ui/icons';
import { useId } from 'react';
import {
  newestFirst,
  voucherSpentText,
  voucherStatusText,
  voucherStatusTone,
  voucherValidityText,
  voucherValueText,
} from './voucher-texts';

function VoucherCard({ voucher, onUse }: { voucher: MyVoucher; onUse: (voucher: MyVoucher) => void }) {
  const titleId = useId();
  const restaurantId = useId();
  const valueId = useId();
  const active = voucher.status === 'active';
  return (
    <li>
      <article
        className={active ? 'voucher-card' : 'voucher-card voucher-card--inactive'}
        aria-labelledby={`${titleId} ${restaurantId} ${valueId}`}
        data-testid="voucher-card"
        data-voucher-id={voucher.id}
        data-status={voucher.status}
      >
        <header className="voucher-card__header">
          <h3 id={titleId} className="voucher-card__title">
            {voucher.description}
          </h3>
          <Badge tone={voucherStatusTone(voucher.status)} className="voucher-card__status">
            {voucherStatusText(voucher)}
          </Badge>
        </header>
        <p id={restaurantId} className="voucher-card__restaurant">
          {voucher.restaurantName}
        </p>
        {/* A gift voucher's title already names its gift; a discount says its amount. */}
        <p id={valueId} className={voucher.giftNumber === undefined ? 'voucher-card__value' : 'sr-only'}>
          {voucher.giftNumber === undefined
            ? voucherValueText(voucher)
            : `Cadeau : ${voucherValueText(voucher)}`}
        </p>
        {active && <p className="voucher-card__validity">{voucherValidityText(voucher)}</p>}
        {voucher.status === 'cancelled' && (
          <p className="voucher-card__validity">{voucherSpentText(voucher)}</p>
        )}
        {active && (
          <Button variant="primary" icon={QrCode} isBlock onPress={() => onUse(voucher)}>
            Utiliser
          </Button>
        )}
      </article>
    </li>
  );
}

/**
 * The customer's vouchers, newest first, each with its restaurant, value and status ('Disponible',
 * 'Utilisé le …', 'Expiré'); an active one shows its validity and 'Utiliser'.
 */
export function VoucherList({
  vouchers,
  onUse,
}: {
  vouchers: MyVoucher[];
  onUse: (voucher: MyVoucher) => void;
}) {
  return (
    <ul className="voucher-list">
      {newestFirst(vouchers).map((voucher) => (
        <VoucherCard key={voucher.id} voucher={voucher} onUse={onUse} />
      ))}
    </ul>
  );
}
