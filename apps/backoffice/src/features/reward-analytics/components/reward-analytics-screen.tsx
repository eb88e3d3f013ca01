import type { RewardAnalytics, RewardPeriodDays } from '@app/data';
import { RetryNotice } from '../../../components/retry-notice';
import { REWARD_ANALYTICS_TEXTS as T } from '@app/domain';
import { Card, EmptyState, Select, Skeleton, StatGrid, StatTile, VenueMark } from '@app/ui';
import { useState } from 'react';
import { DoughnutChart } from '../../../components/charts/doughnut-chart';
import type { RestaurantChoice } from '../../../session/session-types';
import { useRewardAnalytics } from '../api/use-reward-analytics';
import { RecentUsages } from './recent-usages';
import '../reward-analytics.css';

const PERIODS: RewardPeriodDays[] = [7, 30, 90];
const euros = (value: number) => value.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });

/**
 * Reward analytics (administration §2): period 7, 30 or 90 days (30 by default); vouchers used and their value
 * in the period, active and total vouchers; active (valid for life) against used; the 10 latest usages, across
 * the page's width (value and date in sight at 1366 px, cards on a phone).
 */
export function RewardAnalyticsScreen({ restaurant }: { restaurant: RestaurantChoice }) {
  const [days, setDays] = useState<RewardPeriodDays>(30);
  const query = useRewardAnalytics(restaurant.id, days);
  const data = query.data;
  return (
    <div className="reward-analytics">
      <div className="reward-analytics__toolbar">
        <p className="reward-analytics__restaurant">
          <VenueMark venue={restaurant} /> {restaurant.name}
        </p>
        <Select
          label={T.period}
          options={PERIODS.map((value) => ({ id: String(value), label: T.periodOption(value) }))}
          selectedKey={String(days)}
          onSelectionChange={(key) => setDays(Number(key) as RewardPeriodDays)}
          className="reward-analytics__period"
        />
      </div>
      {query.isPending ? (
        <Skeleton shape="rect" height="160px" label={T.loading} />
      ) : query.isError && !data ? (
        <RetryNotice message={T.loadError} onRetry={() => void query.refetch()} />
      ) : data ? (
        <RewardFigures data={data} />
      ) : null}
    </div>
  );
}

function RewardFigures({ data }: { data: RewardAnalytics }) {
  return (
    <>
      <StatGrid label="Chiffres des bons">
        <StatTile label={T.used} value={data.used.toLocaleString('fr-FR')} testId="rewards-used" />
        <StatTile label={T.usedValue} value={euros(data.usedValue)} testId="rewards-used-value" />
        <StatTile label={T.active} value={data.active.toLocaleString('fr-FR')} testId="rewards-active" />
        <StatTile label={T.total} value={data.total.toLocaleString('fr-FR')} testId="rewards-total" />
      </StatGrid>
      <div className="reward-analytics__grid">
        <Card title={T.breakdown} headingLevel={2}>
          <DoughnutChart
            title={T.breakdown}
            slices={[
              { name: T.activeForever, value: data.active },
              { name: T.usedLabel, value: Math.max(0, data.total - data.active) },
            ]}
            unit="bons"
            height={220}
          />
        </Card>
        <Card title={T.recent} headingLevel={2} className="reward-analytics__usages">
          {data.recentUsages.length === 0 ? (
            <EmptyState title={T.noRecent} />
          ) : (
            <RecentUsages usages={data.recentUsages} />
          )}
        </Card>
      </div>
    </>
  );
}
