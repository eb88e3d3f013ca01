import { formatScanCode, MESSAGES } from '@app/domain';
import type { MyVoucher } from '@app/domain';
import type { Translator } from '@app/i18n';
import { useTranslator } from '@app/i18n/react';
import { Button, Dialog, useToast } from '@app/ui';
import { Printer, Share } from '@app/ui/icons';
import { QrCodeImage } from '../../../lib/qr-code/qr-code-image';
import { euroText } from './discount-offers';
import { voucherValueText } from './voucher-texts';
import { voucherSpentWords, voucherValidityWords } from './voucher-words';

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * 'Partager': the phone's share sheet when there is one; otherwise the code is copied ('Code QR copié !').
 * A share the customer cancels says nothing; a share that fails for another reason falls back to the copy.
 */
async function shareOrCopy(
  data: { title: string; text: string },
  toast: ReturnType<typeof useToast>,
  tr: Translator,
): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (isAbort(error)) return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.text);
    toast.success(tr.message(MESSAGES.reward.qrCopied));
  } catch {
    toast.error(tr.message(MESSAGES.reward.copyError));
  }
}

/**
 * 'Utiliser' (customer-flows §2): the voucher to show at the till, full screen on a phone. Its description,
 * the customer, value and validity, the QR code (300 px) and the code written out for manual entry; print
 * (only the voucher is printed) and share. Focus stays inside, Escape or 'Fermer' closes it.
 * `voucher` is the live one (issue 48, defect 9): once staff apply it, or it expires, the QR code and the code
 * give way to « Bon utilisé le … », announced, so that nobody shows it again as if it were still good.
 */
export function VoucherOverlay({
  voucher,
  customerName,
  onClose,
}: {
  voucher: MyVoucher;
  customerName: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const tr = useTranslator();
  const { t } = tr;
  // People read and type the digits; the QR code alone carries the code's internal prefix.
  const printed = formatScanCode({ code: voucher.code });
  return (
    <Dialog
      title={voucher.description}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('space.voucherCloseLabel')}
      className="voucher-overlay"
      footer={(close) => (
        <Button variant="primary" onPress={close}>
          {t('space.voucherClose')}
        </Button>
      )}
    >
      <div className="voucher-sheet" data-testid="voucher-sheet">
        <p className="voucher-sheet__restaurant">{voucher.restaurantName}</p>
        <dl className="voucher-sheet__facts">
          <div>
            <dt>{t('space.voucherCustomer')}</dt>
            <dd>{customerName}</dd>
          </div>
          <div>
            <dt>
              {t(voucher.giftNumber === undefined ? 'space.voucherKindDiscount' : 'space.voucherKindGift')}
            </dt>
            <dd>{voucherValueText(voucher)}</dd>
          </div>
          {voucher.euros !== undefined && (
            <div>
              <dt>{t('space.voucherValue')}</dt>
              <dd data-testid="voucher-value">{euroText(voucher.euros)}</dd>
            </div>
          )}
          <div>
            <dt>{t('space.voucherValidity')}</dt>
            <dd>{voucherValidityWords(tr, voucher)}</dd>
          </div>
        </dl>
        {voucher.status === 'active' ? (
          <>
            <QrCodeImage
              code={voucher.code}
              alt={t('space.voucherQrAlt', { code: printed })}
              testId="voucher-qr"
            />
            <p className="voucher-sheet__code-label">{t('space.voucherCodeLabel')}</p>
            <p className="voucher-sheet__code" data-testid="voucher-code">
              {printed}
            </p>
            <p className="voucher-sheet__hint">{t('space.voucherHint', { venue: voucher.restaurantName })}</p>
            <div className="voucher-sheet__actions">
              <Button icon={Printer} onPress={() => window.print()}>
                {t('space.voucherPrint')}
              </Button>
              <Button
                icon={Share}
                onPress={() =>
                  void shareOrCopy(
                    { title: `${voucher.description} — ${voucher.restaurantName}`, text: printed },
                    toast,
                    tr,
                  )
                }
              >
                {t('space.voucherShare')}
              </Button>
            </div>
          </>
        ) : null}
        <p className="voucher-sheet__spent" role="status" data-testid="voucher-spent">
          {voucher.status === 'active' ? '' : voucherSpentWords(tr, voucher)}
        </p>
      </div>
    </Dialog>
  );
}
