import type { AnalyticsOverview } from '@app/data';
import { ANALYTICS_TEXTS as T, formatEuros } from '@app/domain';
import { Card, StatGrid, StatTile } from '@app/ui';

/**
 * « Additions saisies »: the bills staff entered on completed bookings, today and over the last 30 days, and the
 * average per guest over those bills (none before the first bill).
 */
export function TakingsFigures({ overview }: { overview: AnalyticsOverview }) {
  const { today, period } = overview.takings;
  const perCover = period.covers > 0 ? formatEuros({ amount: period.amount / period.covers }) : '—';
  return (
    <Card title={T.takings} headingLevel={2}>
      <StatGrid label={T.takings}>
        <StatTile
          label={`${T.takingsToday} · ${T.takingsTables(today.tables)}`}
          value={formatEuros({ amount: today.amount })}
          testId="analytics-takings-today"
        />
        <StatTile
          label={`${T.takingsPeriod} · ${T.takingsTables(period.tables)}`}
          value={formatEuros({ amount: period.amount })}
          testId="analytics-takings-period"
        />
        <StatTile label={T.takingsPerCover} value={perCover} testId="analytics-takings-per-cover" />
      </StatGrid>
    </Card>
  );
}
