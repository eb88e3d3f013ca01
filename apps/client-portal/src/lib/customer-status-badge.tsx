import { describeDinerStatus, getStatusPresentation } from '@app/domain';
import { Badge } from '@app/ui';

/**
 * A reservation's status as customers read it ('En cours', 'Absent', « Refusée » for a request the restaurant
 * refused...), in the status table's colours; `label` words it for a place that says more (« En attente de
 * confirmation » in the space's list).
 */
export function CustomerStatusBadge({
  status,
  refused,
  label,
}: {
  status: string;
  refused?: boolean | undefined;
  label?: string;
}) {
  const presentation = getStatusPresentation(status);
  const text = label ?? describeDinerStatus({ status, ...(refused ? { refused } : {}) });
  if (!presentation) return <Badge tone="neutral">{text}</Badge>;
  return (
    <Badge color={presentation.badge.text} background={presentation.badge.background}>
      {text}
    </Badge>
  );
}
