import { SCAN_MESSAGES, VOUCHER_UNDO_MS, formatDateTime } from '@app/domain';
import { Button, useNow } from '@app/ui';
import { CheckCircle, Undo } from '@app/ui/icons';

/** Seconds left to give the voucher back, on the app's clock (0 once the minute is over). */
function secondsLeft(usedAt: string, now: Date): number {
  const used = Date.parse(usedAt);
  if (!Number.isFinite(used)) return 0;
  return Math.max(0, Math.ceil((used + VOUCHER_UNDO_MS - now.getTime()) / 1000));
}

/**
 * « Bon appliqué » after a validation here: what was given to whom and when, and for a minute « Annuler la
 * validation » with the seconds left (the server checks the minute again on its own clock).
 */
export function AppliedBox({
  voucherName,
  customerName,
  usedAt,
  undoing,
  onUndo,
}: {
  voucherName: string;
  customerName: string;
  usedAt: string;
  undoing: boolean;
  onUndo: () => void;
}) {
  const left = secondsLeft(usedAt, useNow(1000));
  return (
    <div className="scan-box scan-box--success" data-testid="voucher-applied">
      <p className="scan-box__title">
        <CheckCircle className="scan-box__icon" aria-hidden="true" />
        {SCAN_MESSAGES.applied(voucherName, customerName)}
      </p>
      {usedAt ? <p>Le {formatDateTime({ timestamp: usedAt })}</p> : null}
      {left > 0 ? (
        <div className="applied-undo">
          <Button icon={Undo} isLoading={undoing} onPress={onUndo}>
            Annuler la validation
          </Button>
          <span className="applied-undo__left">Possible encore {left} s</span>
        </div>
      ) : null}
    </div>
  );
}
