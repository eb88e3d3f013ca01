import type { TabletVisitResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { Button, Dialog, GiftMark, now, useNow } from '@app/ui';
import { useEffect, useState } from 'react';
import { formatPointsCount } from '../../../lib/format-points';
import './points-dialog.css';

/**
 * How long the result stays for the guest who earned it before the kiosk goes back to its welcome screen, so that
 * the next guest never sees another's name and points: longer when a gift is announced, which takes reading.
 */
export const POINTS_SCREEN_MS = 10_000;
export const POINTS_WITH_GIFT_SCREEN_MS = 20_000;

/** Seconds left before `onDone`, read on the app's clock every second; `onDone` runs once they are out. */
function useCountdown(durationMs: number, onDone: () => void): number {
  const [endsAt] = useState(() => now().getTime() + durationMs);
  const current = useNow(1000).getTime();
  const left = Math.max(0, Math.ceil((endsAt - current) / 1000));
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  return left;
}

export interface PointsDialogProps {
  result: TabletVisitResult;
  onClose: () => void;
}

/**
 * « Points ajoutés »: the points of the visit, the new total and every gift it unlocked (customer-flows §2), then
 * back to the welcome screen on « Terminer » or after a visible countdown.
 */
export function PointsDialog({ result, onClose }: PointsDialogProps) {
  const left = useCountdown(result.gifts.length > 0 ? POINTS_WITH_GIFT_SCREEN_MS : POINTS_SCREEN_MS, onClose);
  return (
    <Dialog
      title="Points ajoutés"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="kiosk-dialog"
      footer={(close) => (
        <>
          <p className="points-countdown">Retour à l'accueil dans {left} s</p>
          <Button variant="primary" size="lg" isBlock onPress={close}>
            Terminer
          </Button>
        </>
      )}
    >
      <div className="points-result">
        <p className="points-result__earned">+{formatPointsCount(result.pointsEarned)} points</p>
        <p className="points-result__hello">Bonjour {result.firstName}</p>
        <p className="points-result__total">Total : {formatPointsCount(result.totalPoints)} points</p>
        {result.gifts.map((gift) => (
          <section key={gift.number} className="points-gift" aria-labelledby={`points-gift-${gift.number}`}>
            <h3 id={`points-gift-${gift.number}`} className="points-gift__title">
              CADEAU #{gift.number}
            </h3>
            <p className="points-gift__item">
              <GiftMark /> {gift.name}
            </p>
            <p className="points-gift__mail">{result.giftMessage || MESSAGES.tablet.giftReceived}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
