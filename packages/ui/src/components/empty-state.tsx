import { Inbox } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** What to do next (e.g. « Nouvelle réservation »). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing: says so, and offers the next step. */
export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-empty-state', className)}>
      <Icon className="ui-empty-state__icon" aria-hidden="true" />
      <Heading className="ui-empty-state__title">{title}</Heading>
      {description ? <p className="ui-empty-state__description">{description}</p> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
