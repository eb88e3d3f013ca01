import { cx } from './class-names';

export interface SkeletonProps {
  /** Number of text lines (the last one shorter). */
  lines?: number;
  shape?: 'text' | 'rect' | 'circle';
  width?: string;
  height?: string;
  /** Said to screen readers while loading, e.g. 'Chargement des réservations'. Without it, purely visual. */
  label?: string;
  className?: string;
}

/** Grey placeholders where content will appear, so the layout does not jump; pulses unless motion is reduced. */
export function Skeleton({ lines = 1, shape = 'text', width, height, label, className }: SkeletonProps) {
  const blocks = shape === 'text' ? lines : 1;
  return (
    <div className={cx('ui-skeleton', className)} role={label ? 'status' : undefined}>
      {label ? <span className="sr-only">{label}</span> : null}
      {Array.from({ length: blocks }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={cx('ui-skeleton__block', `ui-skeleton__block--${shape}`)}
          style={{ width: shape === 'text' && index === blocks - 1 && blocks > 1 ? '60%' : width, height }}
        />
      ))}
    </div>
  );
}
