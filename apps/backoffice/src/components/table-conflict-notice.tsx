import { TABLE_MESSAGES } from '@app/domain';
import { Button } from '@app/ui';
import { AlertTriangle } from '@app/ui/icons';
import './table-conflict-notice.css';

export interface TableConflictNoticeProps {
  /** The server's refusal, naming who holds the table (« Cette table est déjà occupée : table 3 par … »). */
  message: string;
  busy?: boolean;
  onForce(): void;
  onDismiss(): void;
  /** What the dismiss button says (« Choisir une autre table » where another table may be picked). */
  dismissLabel?: string;
}

/**
 * A table refused because another booking holds it then: the reason, and the explicit choice to give it all
 * the same (« Attribuer quand même »), after which both bookings carry a conflict mark until one moves.
 */
export function TableConflictNotice({
  message,
  busy = false,
  onForce,
  onDismiss,
  dismissLabel = 'Choisir une autre table',
}: TableConflictNoticeProps) {
  return (
    <div className="table-conflict" role="alert">
      <p className="table-conflict__message">
        <AlertTriangle className="bo-icon" aria-hidden="true" />{' '}
        <strong>{TABLE_MESSAGES.conflictTitle}</strong> {message}
      </p>
      <p className="table-conflict__hint">{TABLE_MESSAGES.conflictHint}</p>
      <div className="table-conflict__actions">
        <Button variant="secondary" size="sm" onPress={onDismiss} isDisabled={busy}>
          {dismissLabel}
        </Button>
        <Button variant="danger" size="sm" onPress={onForce} isDisabled={busy}>
          {TABLE_MESSAGES.forceAssign}
        </Button>
      </div>
    </div>
  );
}
