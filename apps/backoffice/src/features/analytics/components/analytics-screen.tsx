import { ANALYTICS_TEXTS as T, type StaffRole } from '@app/domain';
import { RetryNotice } from '../../../components/retry-notice';
import { Card, Skeleton } from '@app/ui';
import { Gift } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { BarChart } from '../../../components/charts/bar-chart';
import { DoughnutChart } from '../../../components/charts/doughnut-chart';
import { shortDayLabel } from '../../../lib/dates';
import { paths } from '../../../routes/paths';
import type { RestaurantChoice } from '../../../session/session-types';
import { useAnalyticsOverview } from '../api/use-analytics-overview';
import '../analytics.css';
import { AnalyticsHeader } from './analytics-header';
import { HeadlineFigures, PerformanceFigures, SourceFigures, StatusFigures } from './analytics-figures';
import { TakingsFigures } from './takings-figures';
import { TopCustomers } from './top-customers';

/**
 * « Analytics » of the selected restaurant (administration §2): customers, new customers, loyalty rate, the
 * last 7 days' reservations and the loyalty distribution as charts, the top 10, sources, statuses and performance.
 * Every figure comes from the restaurant's counters and bounded queries.
 */
export function AnalyticsScreen({ restaurant, role }: { restaurant: RestaurantChoice; role: StaffRole }) {
  const query = useAnalyticsOverview(restaurant.id);
  const overview = query.data;
  // The figures come from the 5-minute cache when this visit has not read them yet (a return to the screen).
  const fromCache = overview !== undefined && !query.isFetchedAfterMount;
  return (
    <div className="analytics">
      <AnalyticsHeader
        restaurantName={restaurant.name}
        role={role}
        loadedAt={overview?.loadedAt}
        fromCache={fromCache}
        refreshing={query.isFetching && !query.isPending}
        onRefresh={() => void query.refetch()}
      />
      {query.isPending ? (
        <div className="analytics__loading">
          <Skeleton shape="rect" height="96px" label={T.loading} />
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : query.isError && !overview ? (
        <RetryNotice message={T.loadError} onRetry={() => void query.refetch()} />
      ) : overview ? (
        <>
          {query.isError ? (
            <p className="ui-notice ui-notice--error" role="alert">
              {T.loadError}
            </p>
          ) : null}
          <HeadlineFigures overview={overview} />
          <div className="analytics__charts">
            <Card title={T.reservationsByDay} headingLevel={2}>
              <BarChart
                title={T.reservationsByDay}
                rows={overview.reservationsByDay.map((day) => ({
                  label: shortDayLabel(day.date),
                  count: day.count,
                }))}
                labelKey="label"
                series={[{ key: 'count', name: 'Réservations' }]}
              />
            </Card>
            <Card title={T.loyaltyDistribution} headingLevel={2}>
              <DoughnutChart
                title={T.loyaltyDistribution}
                slices={overview.loyaltyDistribution.map((level) => ({
                  name: level.status,
                  value: level.count,
                }))}
                unit="clients"
              />
            </Card>
          </div>
          <TopCustomers customers={overview.topCustomers} />
          <div className="analytics__blocks">
            <SourceFigures overview={overview} />
            <StatusFigures overview={overview} />
          </div>
          <PerformanceFigures overview={overview} />
          <TakingsFigures overview={overview} />
          <Link className="button analytics__rewards-link" to={paths.rewardAnalytics}>
            <Gift aria-hidden="true" className="button__icon" />
            {T.rewardAnalyticsLink}
          </Link>
        </>
      ) : null}
    </div>
  );
}
