import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'info' | 'warning' | 'error';

export interface BadgeProps {
  children: ReactNode;
  /** A colour pair from the design tokens; `color`/`background` (e.g. the domain's status table) win over it. */
  tone?: BadgeTone;
  /** Text and background colours, e.g. from the domain's status table. */
  color?: string;
  background?: string;
  /** A decorative icon before the text. */
  icon?: LucideIcon;
  className?: string;
  title?: string;
}

/** A small pill label (status, loyalty level, role, terrace). */
export function Badge({ children, tone, color, background, icon: Icon, className, title }: BadgeProps) {
  const classes = ['badge', tone ? `ui-badge ui-badge--${tone}` : null, className].filter(Boolean).join(' ');
  return (
    <span className={classes} style={{ color, background }} title={title}>
      {Icon ? <Icon className="ui-badge__icon" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
