import { getStatusPresentation } from '@app/domain';
import { Badge } from '@app/ui';

/**
 * A reservation's status as customers read it ('En cours', 'Absent'...), in the status table's colours; `label`
 * words it for a place that says more (« En attente de confirmation » in the space's list).
 */
export function CustomerStatusBadge({ status, label }: { status: string; label?: string }) {
  const presentation = getStatusPresentation(status);
  if (!presentation) return <Badge tone="neutral">{label ?? status}</Badge>;
  return (
    <Badge color={presentation.badge.text} background={presentation.badge.background}>
      {label ?? presentation.customerLabel}
    </Badge>
  );
}
