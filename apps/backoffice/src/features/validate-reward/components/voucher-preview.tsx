import { formatDateTime, formatEuros, formatScanCode, nameVoucher } from '@app/domain';
import type { RewardStatus, ScannedVoucher } from '@app/domain';
import { Badge, Button, Card } from '@app/ui';
import type { BadgeTone } from '@app/ui';
import { Ticket } from '@app/ui/icons';
import { ScanErrorBox } from '../../../components/scan-error-box';
import type { ValidateRewardResult } from '../../../lib/callables';
import { AppliedBox } from './applied-box';

const STATUS: Record<RewardStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Actif', tone: 'success' },
  used: { label: 'Utilisé', tone: 'neutral' },
  expired: { label: 'Expiré', tone: 'warning' },
  cancelled: { label: 'Annulé', tone: 'error' },
};

export interface VoucherPreviewProps {
  voucher: ScannedVoucher;
  /** The answer of 'Appliquer la remise' once it succeeded here. */
  applied: ValidateRewardResult | null;
  /** Why applying failed ('Ce bon a déjà été utilisé/expiré (utilisé le …)', …). */
  applyError: string | null;
  applying: boolean;
  undoing: boolean;
  onApply(): void;
  onUndo(): void;
}

/**
 * A voucher before it is applied: what it gives (the gift's name, or the discount) and its value in euros when it
 * has one, whose it is, where and when it
 * was made, its code as people read it. A voucher that cannot be applied says why, with no button; otherwise
 * 'Appliquer la remise' (which asks first). Once applied here, the card says so, with a minute to undo it.
 */
export function VoucherPreview({
  voucher,
  applied,
  applyError,
  applying,
  undoing,
  onApply,
  onUndo,
}: VoucherPreviewProps) {
  const status = STATUS[voucher.status];
  const name = nameVoucher(voucher);
  // A gift's description repeats its name with an emoji; a discount's may say more (or repeat its name: not twice).
  const plain = (text: string) => text.replace(/\s/g, ' ').trim();
  const description =
    voucher.giftNumber === undefined && plain(voucher.description) !== plain(name) ? voucher.description : '';
  return (
    <Card
      title={name}
      headingLevel={3}
      className="voucher-preview"
      actions={<Badge tone={status.tone}>{status.label}</Badge>}
    >
      <div className="voucher-preview__body" data-testid="voucher-preview">
        {applied ? (
          <AppliedBox
            voucherName={applied.name || name}
            customerName={applied.customerName || voucher.customerName}
            usedAt={applied.usedAt}
            undoing={undoing}
            onUndo={onUndo}
          />
        ) : null}
        <p className="voucher-preview__code scan-code">
          <Ticket className="voucher-preview__code-icon" aria-hidden="true" />
          <span className="sr-only">Code du bon : </span>
          {formatScanCode({ code: voucher.code })}
        </p>
        <dl className="facts facts--list voucher-preview__facts">
          <div>
            <dt>Client</dt>
            <dd>{voucher.customerName || 'Client sans nom'}</dd>
          </div>
          <div>
            <dt>{voucher.giftNumber === undefined ? 'Remise' : 'Cadeau'}</dt>
            <dd>{name}</dd>
          </div>
          {voucher.euros !== undefined ? (
            <div>
              <dt>Valeur</dt>
              <dd data-testid="voucher-value">{formatEuros({ amount: voucher.euros })}</dd>
            </div>
          ) : null}
          {description ? (
            <div>
              <dt>Description</dt>
              <dd>{description}</dd>
            </div>
          ) : null}
          <div>
            <dt>Restaurant</dt>
            <dd>{voucher.restaurantName || '—'}</dd>
          </div>
          <div>
            <dt>Créé le</dt>
            <dd>{formatDateTime({ timestamp: voucher.createdAt }) || '—'}</dd>
          </div>
          {voucher.usedAt ? (
            <div>
              <dt>Utilisé le</dt>
              <dd>{formatDateTime({ timestamp: voucher.usedAt })}</dd>
            </div>
          ) : null}
        </dl>
        {applyError ? (
          <ScanErrorBox title="Remise non appliquée" testId="voucher-apply-error">
            <p>{applyError}</p>
          </ScanErrorBox>
        ) : null}
        {applied ? null : voucher.refusal ? (
          // A refusal of the apply that just failed already says the same: said once.
          applyError === voucher.refusal ? null : (
            <ScanErrorBox title="Bon non applicable" testId="voucher-refusal">
              <p>{voucher.refusal}</p>
            </ScanErrorBox>
          )
        ) : (
          <Button variant="primary" isBlock isLoading={applying} onPress={onApply}>
            Appliquer la remise
          </Button>
        )}
      </div>
    </Card>
  );
}
