import { STATUS_ICONS } from '@app/ui';
import type { StatusKind } from '@app/ui';

/**
 * The icon of a feedback kind (success, info, warning, error) before an inline message, so that the kind
 * never rests on colour alone. Decorative: the message itself says what happened.
 */
export function StatusIcon({ kind }: { kind: StatusKind }) {
  const Icon = STATUS_ICONS[kind];
  return <Icon className="status-icon" aria-hidden="true" />;
}
