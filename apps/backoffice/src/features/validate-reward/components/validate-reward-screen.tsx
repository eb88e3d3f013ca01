import { MESSAGES, SCAN_MESSAGES, formatDateTime, formatScanCode, nameVoucher } from '@app/domain';
import type { ScannedVoucher } from '@app/domain';
import { useToast } from '@app/ui';
import { QrCode } from '@app/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScanErrorBox } from '../../../components/scan-error-box';
import { ScanLayout } from '../../../components/scan-layout';
import { useScanEntry } from '../../../components/use-scan-entry';
import type { ReadScanCode, ScanCodeError } from '../../../components/use-scan-entry';
import type { ValidateRewardResult } from '../../../lib/callables';
import { SCAN_TOAST_MS, scanErrorMessage } from '../../../lib/scan-messages';
import { pathWithCode } from '../../../lib/scan-path';
import { useLookupScanCode } from '../../../lib/use-lookup-scan-code';
import { paths } from '../../../routes/paths';
import type { RestaurantChoice } from '../../../session/session-types';
import { useRecentScans } from '../hooks/use-recent-scans';
import { useUndoReward } from '../hooks/use-undo-reward';
import { useValidateReward } from '../hooks/use-validate-reward';
import { ConfirmApplyDialog } from './confirm-apply-dialog';
import { RecentScans } from './recent-scans';
import { VoucherPreview } from './voucher-preview';
import '../validate-reward.css';

/** Outcome words of 'Derniers scans'. */
export const SCAN_OUTCOMES = {
  valid: 'Bon valide',
  applied: 'Bon appliqué',
  undone: 'Validation annulée',
  loyaltyCard: 'Carte de fidélité',
} as const;

type Result =
  | { kind: 'none' }
  | { kind: 'loading'; code: string }
  | {
      kind: 'voucher';
      voucher: ScannedVoucher;
      scanId: string;
      applied: ValidateRewardResult | null;
      applyError: string | null;
    }
  | { kind: 'loyalty'; code: string }
  | { kind: 'error'; code: string; message: string };

/**
 * « Valider code-barres » (customer-flows §2 "Scanning"): a voucher code typed (its 9 digits, as printed),
 * scanned or given in the address is checked locally, then looked up at the selected restaurant and previewed;
 * 'Appliquer la remise' asks « Valider le bon « … » de … ? », then uses it, and for a minute the use can be undone.
 * One scan at a time; the 5 latest scans stay on screen for the session.
 */
export function ValidateRewardScreen({ restaurant }: { restaurant: RestaurantChoice }) {
  const toast = useToast();
  const lookup = useLookupScanCode();
  const validate = useValidateReward();
  const undo = useUndoReward();
  const recent = useRecentScans();
  const [result, setResult] = useState<Result>({ kind: 'none' });
  const [applying, setApplying] = useState(false);
  /** The voucher waiting for « Valider le bon », with the scan it came from. */
  const [confirming, setConfirming] = useState<{ voucher: ScannedVoucher; scanId: string } | null>(null);

  function showLoyaltyCard(code: string) {
    recent.add({ code, outcome: SCAN_OUTCOMES.loyaltyCard, tone: 'info' });
    setResult({ kind: 'loyalty', code });
  }

  async function check(parsed: ReadScanCode) {
    const { code } = parsed;
    if (parsed.kind === 'loyalty') {
      showLoyaltyCard(code);
      return;
    }
    setResult({ kind: 'loading', code });
    try {
      const found = await lookup.mutateAsync({ code, restaurantId: restaurant.id });
      if (found.kind === 'loyalty') {
        showLoyaltyCard(code);
        return;
      }
      const scanId = recent.add({
        code,
        outcome: found.refusal ?? SCAN_OUTCOMES.valid,
        tone: found.refusal ? 'error' : 'info',
      });
      setResult({ kind: 'voucher', voucher: found, scanId, applied: null, applyError: null });
    } catch (error) {
      const message = scanErrorMessage(error, MESSAGES.scan.voucherCheckError);
      recent.add({ code, outcome: message, tone: 'error' });
      setResult({ kind: 'error', code, message });
      toast.error(message, { durationMs: SCAN_TOAST_MS.error });
    }
  }

  function rejected(input: string, error: ScanCodeError) {
    recent.add({ code: input, outcome: error.message, tone: 'error' });
    setResult({ kind: 'none' });
  }

  const entry = useScanEntry({ check, onRejected: rejected });

  /** Reads the voucher again (now used, or used by another till meanwhile); a failure keeps what is shown. */
  async function refresh(code: string, scanId: string) {
    try {
      const found = await lookup.mutateAsync({ code, restaurantId: restaurant.id });
      if (found.kind !== 'reward') return;
      setResult((current) =>
        current.kind === 'voucher' && current.scanId === scanId ? { ...current, voucher: found } : current,
      );
    } catch {
      // The preview keeps the last voucher read.
    }
  }

  function apply(voucher: ScannedVoucher, scanId: string) {
    let ran = false;
    const task = entry.exclusive(async () => {
      ran = true;
      setApplying(true);
      setResult((current) =>
        current.kind === 'voucher' && current.scanId === scanId ? { ...current, applyError: null } : current,
      );
      try {
        const applied = await validate.mutateAsync({ code: voucher.code });
        const customer = applied.customerName || voucher.customerName;
        toast.success(SCAN_MESSAGES.applied(applied.name || nameVoucher(voucher), customer), {
          durationMs: SCAN_TOAST_MS.success,
        });
        recent.update(scanId, { outcome: SCAN_OUTCOMES.applied, tone: 'success' });
        // Shown as used at once; the read that follows brings the server's own view.
        const used: ScannedVoucher = {
          ...voucher,
          status: 'used',
          usedAt: applied.usedAt,
          refusal: SCAN_MESSAGES.voucherUsed(formatDateTime({ timestamp: applied.usedAt })),
        };
        setResult({ kind: 'voucher', voucher: used, scanId, applied, applyError: null });
      } catch (error) {
        const message = scanErrorMessage(error, MESSAGES.scan.applyError);
        toast.error(message, { durationMs: SCAN_TOAST_MS.error });
        recent.update(scanId, { outcome: message, tone: 'error' });
        setResult((current) =>
          current.kind === 'voucher' && current.scanId === scanId
            ? { ...current, applyError: message }
            : current,
        );
      } finally {
        setApplying(false);
      }
    });
    // Read again once the scan is over, not inside it: the till may check the next code at once.
    void task.then(() => (ran ? refresh(voucher.code, scanId) : undefined));
  }

  /** « Annuler la validation »: the voucher active again (the server checks the minute), then read again. */
  function undoApply(voucher: ScannedVoucher, scanId: string) {
    let ran = false;
    const task = entry.exclusive(async () => {
      ran = true;
      try {
        const undone = await undo.mutateAsync({ rewardId: voucher.rewardId, restaurantId: restaurant.id });
        toast.success(SCAN_MESSAGES.undone(undone.name), { durationMs: SCAN_TOAST_MS.success });
        recent.update(scanId, { outcome: SCAN_OUTCOMES.undone, tone: 'info' });
        setResult((current) =>
          current.kind === 'voucher' && current.scanId === scanId
            ? { ...current, voucher: { ...voucher, status: 'active' }, applied: null, applyError: null }
            : current,
        );
      } catch (error) {
        toast.error(scanErrorMessage(error, SCAN_MESSAGES.undoError), { durationMs: SCAN_TOAST_MS.error });
      }
    });
    // Read again once the scan is over, not inside it: the till may check the next code at once.
    void task.then(() => (ran ? refresh(voucher.code, scanId) : undefined));
  }

  return (
    <ScanLayout
      entry={entry}
      label="Code du bon"
      placeholder="335 478 293"
      result={
        <>
          <ResultView
            result={result}
            applying={applying}
            undoing={undo.isPending}
            onApply={(voucher, scanId) => setConfirming({ voucher, scanId })}
            onUndo={undoApply}
          />
          {confirming ? (
            <ConfirmApplyDialog
              voucherName={nameVoucher(confirming.voucher)}
              customerName={confirming.voucher.customerName}
              restaurantName={confirming.voucher.restaurantName || restaurant.name}
              onConfirm={() => apply(confirming.voucher, confirming.scanId)}
              onCancel={() => setConfirming(null)}
            />
          ) : null}
        </>
      }
      after={<RecentScans scans={recent.scans} />}
    />
  );
}

function ResultView({
  result,
  applying,
  undoing,
  onApply,
  onUndo,
}: {
  result: Result;
  applying: boolean;
  undoing: boolean;
  onApply(voucher: ScannedVoucher, scanId: string): void;
  onUndo(voucher: ScannedVoucher, scanId: string): void;
}) {
  switch (result.kind) {
    case 'none':
      return <p className="scan-placeholder">Saisissez ou scannez le code d'un bon pour le vérifier.</p>;
    case 'loading':
      return (
        <p className="page-loader scan-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Vérification du bon…
        </p>
      );
    case 'loyalty':
      return (
        <div className="scan-box" data-testid="scan-loyalty-notice">
          <p className="scan-box__title">
            <QrCode className="scan-box__icon" aria-hidden="true" />
            Ce code est une carte de fidélité
          </p>
          <p>
            <span className="scan-code">{formatScanCode({ code: result.code })}</span> n'est pas un bon de
            remise. <Link to={pathWithCode(paths.scanFidelity, result.code)}>Ouvrir le scan fidélité</Link>
          </p>
        </div>
      );
    case 'error':
      return (
        <ScanErrorBox title={result.message} testId="scan-error">
          <p className="scan-code">{formatScanCode({ code: result.code })}</p>
        </ScanErrorBox>
      );
    case 'voucher':
      return (
        <VoucherPreview
          voucher={result.voucher}
          applied={result.applied}
          applyError={result.applyError}
          applying={applying}
          undoing={undoing}
          onApply={() => onApply(result.voucher, result.scanId)}
          onUndo={() => onUndo(result.voucher, result.scanId)}
        />
      );
  }
}
