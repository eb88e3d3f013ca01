import { getStatusPresentation } from '@app/domain';
import { Badge } from '@app/ui';

/** A reservation's status as customers read it ('En cours', 'Absent'...), in the status table's colours. */
export function CustomerStatusBadge({ status }: { status: string }) {
  const presentation = getStatusPresentation(status);
  if (!presentation) return <Badge tone="neutral">{status}</Badge>;
  return (
    <Badge color={presentation.badge.text} background={presentation.badge.background}>
      {presentation.customerLabel}
    </Badge>
  );
}
