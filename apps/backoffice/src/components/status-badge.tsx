import { getStatusPresentation } from '@app/domain';
import { Badge } from '@app/ui';

export interface StatusBadgeProps {
  status: string;
  /** The detail page's label (the list's since issue 36: no more 'Bon' for CONFIRMED). */
  variant?: 'list' | 'detail';
}

/** A reservation status as a coloured pill, labels and colours from the domain's status table. */
export function StatusBadge({ status, variant = 'list' }: StatusBadgeProps) {
  const presentation = getStatusPresentation(status);
  if (!presentation) return <Badge>{status}</Badge>;
  return (
    <Badge
      className="status-badge"
      background={presentation.badge.background}
      color={presentation.badge.text}
    >
      {variant === 'detail' ? presentation.detailBadgeLabel : presentation.label}
    </Badge>
  );
}
