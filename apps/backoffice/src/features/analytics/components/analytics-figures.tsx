import type { AnalyticsOverview } from '@app/data';
import { ANALYTICS_TEXTS as T, LOYALTY_LEVELS } from '@app/domain';
import { Card, StatGrid, StatTile } from '@app/ui';

const number = (value: number) => value.toLocaleString('fr-FR');
const percent = (value: number) =>
  `${value.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** The three cards at the top: customers, new customers (30 days), loyalty rate (one decimal). */
export function HeadlineFigures({ overview }: { overview: AnalyticsOverview }) {
  return (
    <StatGrid label="Chiffres clés">
      <StatTile
        label={T.totalCustomers}
        value={number(overview.totalCustomers)}
        testId="analytics-total-customers"
      />
      <StatTile
        label={T.newCustomers}
        value={number(overview.newCustomers)}
        testId="analytics-new-customers"
      />
      <StatTile label={T.loyaltyRate} value={percent(overview.loyaltyRate)} testId="analytics-loyalty-rate" />
    </StatGrid>
  );
}

/** Reservations by source over the whole history: booked by diners, by staff, all. */
export function SourceFigures({ overview }: { overview: AnalyticsOverview }) {
  return (
    <Card title={T.bySource} headingLevel={2}>
      <StatGrid label={T.bySource}>
        <StatTile
          label={T.sourceClients}
          value={number(overview.bySource.clients)}
          testId="analytics-source-clients"
        />
        <StatTile
          label={T.sourceAdmin}
          value={number(overview.bySource.admin)}
          testId="analytics-source-admin"
        />
        <StatTile
          label={T.sourceTotal}
          value={number(overview.bySource.total)}
          testId="analytics-source-total"
        />
      </StatGrid>
    </Card>
  );
}

/** Customers per level of the venue's own scale (its thresholds, as the doughnut), Ultra VIP to Nouveau. */
export function StatusFigures({ overview }: { overview: AnalyticsOverview }) {
  return (
    <Card title={T.byStatus} headingLevel={2}>
      <StatGrid label={T.byStatus}>
        {overview.byStatus.map((status) => (
          <StatTile
            key={status.key}
            label={LOYALTY_LEVELS[status.key].name}
            value={number(status.count)}
            testId={`analytics-status-${status.key}`}
          />
        ))}
      </StatGrid>
    </Card>
  );
}

/** Performance over the last 30 days. */
export function PerformanceFigures({ overview }: { overview: AnalyticsOverview }) {
  const p = overview.performance;
  return (
    <Card title={T.performance} headingLevel={2}>
      <StatGrid label={T.performance}>
        <StatTile
          label={T.averagePerDay}
          value={p.averageReservationsPerDay.toLocaleString('fr-FR', { maximumFractionDigits: 2 })}
          testId="analytics-average-per-day"
        />
        <StatTile label={T.noShowRate} value={percent(p.noShowRate)} testId="analytics-no-show-rate" />
        <StatTile
          label={T.cancellationRate}
          value={percent(p.cancellationRate)}
          testId="analytics-cancellation-rate"
        />
        <StatTile
          label={T.reviewsPerReservation}
          value={p.reviewsPerReservation.toLocaleString('fr-FR', { maximumFractionDigits: 2 })}
          testId="analytics-reviews-per-reservation"
        />
      </StatGrid>
    </Card>
  );
}
