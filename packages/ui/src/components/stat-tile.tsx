import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value (a unit, a period). */
  hint?: ReactNode;
  /**
   * Change against the previous period, in %: shown « ▲ +12,5 % » / « ▼ −3 % » / « = 0 % »; null when there is
   * nothing to compare with (then `trendNone` is shown). Omit for no trend line.
   */
  trend?: number | null;
  trendNone?: ReactNode;
  /** Screen-reader suffix after the trend (« vs période précédente »). */
  trendSuffix?: string;
  /** For tests and journeys: `data-testid` of the value. */
  testId?: string;
  className?: string;
}

const formatTrend = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;

/** One figure of a dashboard: its name, its value, and how it moved (a term and a definition in a `dl`). */
export function StatTile({
  label,
  value,
  hint,
  trend,
  trendNone,
  trendSuffix,
  testId,
  className,
}: StatTileProps) {
  const direction = trend == null ? 'none' : trend > 0 ? 'up' : trend < 0 ? 'down' : 'flat';
  return (
    <div className={cx('ui-stat', className)}>
      <dt className="ui-stat__label">{label}</dt>
      <dd className="ui-stat__value" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="ui-stat__hint">{hint}</dd> : null}
      {trend !== undefined ? (
        <dd className={cx('ui-stat__trend', `ui-stat__trend--${direction}`)} data-trend={direction}>
          {trend === null ? (
            trendNone
          ) : (
            <>
              <span aria-hidden="true">{direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : '= '}</span>
              {formatTrend(trend)}
              {trendSuffix ? <span className="ui-stat__trend-suffix"> {trendSuffix}</span> : null}
            </>
          )}
        </dd>
      ) : null}
    </div>
  );
}

/** A grid of {@link StatTile}s: a description list, one column on a phone, as many as fit on a laptop. */
export function StatGrid({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <dl className={cx('ui-stat-grid', className)} aria-label={label}>
      {children}
    </dl>
  );
}
