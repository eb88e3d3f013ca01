import type { ReactNode } from 'react';

export interface BadgeProps {
  children: ReactNode;
  /** Text and background colours, e.g. from the domain's status table. */
  color?: string;
  background?: string;
  className?: string;
  title?: string;
}

/** A small pill label (status, loyalty level, role, terrace). */
export function Badge({ children, color, background, className, title }: BadgeProps) {
  return (
    <span className={`badge${className ? ` ${className}` : ''}`} style={{ color, background }} title={title}>
      {children}
    </span>
  );
}
