import type { TabletVisitResult } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { Button, Dialog } from '@app/ui';
import { formatPointsCount } from '../../../lib/format-points';
import './points-dialog.css';

export interface PointsDialogProps {
  result: TabletVisitResult;
  onClose: () => void;
}

/** « Points ajoutés »: the points of the visit, the new total and every gift it unlocked (customer-flows §2). */
export function PointsDialog({ result, onClose }: PointsDialogProps) {
  return (
    <Dialog
      title="Points ajoutés"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="kiosk-dialog"
      footer={(close) => (
        <Button variant="primary" size="lg" isBlock onPress={close}>
          Terminer
        </Button>
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
              <span className="points-gift__emoji" aria-hidden="true">
                {gift.emoji}
              </span>{' '}
              {gift.name}
            </p>
            <p className="points-gift__mail">{result.giftMessage || MESSAGES.tablet.giftReceived}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
