import { formatDateTime } from '@app/domain';
import type { RewardStatus, ScannedVoucher } from '@app/domain';
import { Badge, Button, Card } from '@app/ui';
import type { BadgeTone } from '@app/ui';
import { CheckCircle, Ticket } from '@app/ui/icons';
import { ScanErrorBox } from '../../../components/scan-error-box';
import type { ValidateRewardResult } from '../../../lib/callables';
import { formatVoucherValue } from '../voucher-value';

const STATUS: Record<RewardStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Actif', tone: 'success' },
  used: { label: 'Utilisé', tone: 'neutral' },
  expired: { label: 'Expiré', tone: 'warning' },
};

export interface VoucherPreviewProps {
  voucher: ScannedVoucher;
  /** The answer of 'Appliquer la remise' once it succeeded here. */
  applied: ValidateRewardResult | null;
  /** Why applying failed ('Ce bon a déjà été utilisé/expiré (utilisé le …)', …). */
  applyError: string | null;
  applying: boolean;
  onApply(): void;
}

/**
 * A voucher before it is applied: whose it is, what it is worth, where and when it was made. A voucher that
 * cannot be applied says why, with no button; otherwise 'Appliquer la remise'. Once applied here, the card
 * says 'Bon appliqué' and shows the voucher as used.
 */
export function VoucherPreview({ voucher, applied, applyError, applying, onApply }: VoucherPreviewProps) {
  const status = STATUS[voucher.status];
  return (
    <Card
      title="Bon de remise"
      headingLevel={3}
      className="voucher-preview"
      actions={<Badge tone={status.tone}>{status.label}</Badge>}
    >
      <div className="voucher-preview__body" data-testid="voucher-preview">
        {applied ? (
          <div className="scan-box scan-box--success" data-testid="voucher-applied">
            <p className="scan-box__title">
              <CheckCircle className="scan-box__icon" aria-hidden="true" />
              Bon appliqué
            </p>
            <p>
              {applied.customerName || voucher.customerName} ·{' '}
              {formatVoucherValue(applied.value, voucher.giftNumber)}
              {applied.usedAt ? ` · le ${formatDateTime({ timestamp: applied.usedAt })}` : ''}
            </p>
          </div>
        ) : null}
        <p className="voucher-preview__code scan-code">
          <Ticket className="voucher-preview__code-icon" aria-hidden="true" />
          {voucher.code}
        </p>
        <dl className="facts facts--list voucher-preview__facts">
          <div>
            <dt>Client</dt>
            <dd>{voucher.customerName || 'Client sans nom'}</dd>
          </div>
          <div>
            <dt>Description</dt>
            <dd>{voucher.description || '—'}</dd>
          </div>
          <div>
            <dt>Valeur</dt>
            <dd>{formatVoucherValue(voucher.value, voucher.giftNumber)}</dd>
          </div>
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
