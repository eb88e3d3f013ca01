import { MESSAGES } from '@app/domain';
import { Badge, Button, Skeleton } from '@app/ui';
import { UserPlus } from '@app/ui/icons';
import { formatPointsCount } from '../../../lib/format-points';
import type { LookupView } from '../hooks/lookup-view';

export interface LookupPanelProps {
  view: LookupView;
  onCreateAccount: () => void;
}

/** What the live lookup found: the customer and the visit's points, or why the visit cannot be saved. */
export function LookupPanel({ view, onCreateAccount }: LookupPanelProps) {
  switch (view.kind) {
    case 'short':
      return (
        <p className="visit-lookup__hint">Saisissez votre téléphone ou votre email pour vous retrouver.</p>
      );
    case 'searching':
      return <Skeleton lines={3} label="Recherche du client..." className="visit-lookup__skeleton" />;
    case 'error':
      return <p className="tablet-notice tablet-notice--error">{view.message}</p>;
    case 'ask-email':
      return (
        <p className="tablet-notice tablet-notice--warning" role="status">
          {view.message}
        </p>
      );
    case 'not-found':
      return (
        <div className="visit-lookup__missing">
          <p className="tablet-notice tablet-notice--warning">{view.message}</p>
          <Button variant="primary" icon={UserPlus} isBlock onPress={onCreateAccount}>
            Créer un compte VIP
          </Button>
        </div>
      );
    case 'found': {
      const { customer } = view;
      return (
        <div className="visit-customer">
          <div className="visit-customer__who">
            <p className="visit-customer__name">{customer.firstName}</p>
            <Badge tone="primary">{customer.level}</Badge>
          </div>
          <p className="visit-customer__contact">{customer.maskedContact}</p>
          {customer.visitAllowed ? (
            <dl className="visit-customer__points">
              <div>
                <dt>Points actuels</dt>
                <dd>{formatPointsCount(customer.points)}</dd>
              </div>
              <div>
                <dt>Points à ajouter</dt>
                <dd>+{formatPointsCount(customer.pointsToAdd)}</dd>
              </div>
              <div className="visit-customer__total">
                <dt>Total après la visite</dt>
                <dd>{formatPointsCount(customer.totalAfter)}</dd>
              </div>
            </dl>
          ) : (
            // A visit the 5-hour rule refuses adds nothing (issue 48, defect 15): the balance as it stays, and why.
            <>
              <dl className="visit-customer__points">
                <div className="visit-customer__total">
                  <dt>Vos points</dt>
                  <dd>{formatPointsCount(customer.points)}</dd>
                </div>
              </dl>
              <div className="tablet-notice tablet-notice--warning" role="status">
                <p className="visit-customer__refused">{MESSAGES.tablet.visitNotCounted}</p>
                <p>{customer.waitMessage || MESSAGES.tablet.visitTooSoonShort}</p>
              </div>
            </>
          )}
        </div>
      );
    }
  }
}
