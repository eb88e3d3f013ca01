import type { MyVoucher } from '@app/domain';
import { Badge, Button } from '@app/ui';
import { QrCode } from '@app/ui/icons';
import { useTranslator } from '@app/i18n/react';
import { useId } from 'react';
import { newestFirst, voucherStatusTone, voucherValueText } from './voucher-texts';
import { voucherSpentWords, voucherStatusWords, voucherValidityWords } from './voucher-words';

function VoucherCard({ voucher, onUse }: { voucher: MyVoucher; onUse: (voucher: MyVoucher) => void }) {
  const tr = useTranslator();
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
            {voucherStatusWords(tr, voucher)}
          </Badge>
        </header>
        <p id={restaurantId} className="voucher-card__restaurant">
          {voucher.restaurantName}
        </p>
        {/* A gift voucher's title already names its gift; a discount says its amount. */}
        <p id={valueId} className={voucher.giftNumber === undefined ? 'voucher-card__value' : 'sr-only'}>
          {voucher.giftNumber === undefined
            ? voucherValueText(voucher)
            : tr.t('space.voucherGiftValue', { gift: voucherValueText(voucher) })}
        </p>
        {active && <p className="voucher-card__validity">{voucherValidityWords(tr, voucher)}</p>}
        {voucher.status === 'cancelled' && (
          <p className="voucher-card__validity">{voucherSpentWords(tr, voucher)}</p>
        )}
        {active && (
          <Button variant="primary" icon={QrCode} isBlock onPress={() => onUse(voucher)}>
            {tr.t('space.voucherUse')}
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
