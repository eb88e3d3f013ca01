import type { EmailLogFilters } from '@app/data';
import { RetryNotice } from '../../../components/retry-notice';
import { REPORTS_TEXTS as T, SMS_REPORT_TEXTS } from '@app/domain';
import { Skeleton, Tabs, useNow } from '@app/ui';
import { useMemo, useState } from 'react';
import { todayIso } from '../../../lib/dates';
import type { RestaurantChoice } from '../../../session/session-types';
import { useEmailReport } from '../api/use-reports';
import { resolvePeriod } from '../report-period';
import '../reports.css';
import { AutomationsTab } from './automations-tab';
import { EmailsTab } from './emails-tab';
import { ExportMenu } from './export-menu';
import { FunnelTab } from './funnel-tab';
import { OverviewTab } from './overview-tab';
import { PeriodPicker, type PeriodChoice } from './period-picker';
import { SmsTab } from './sms-tab';

/**
 * « Rapports et analytics » (administration §2): a period (today, this week, this month, custom), five tabs
 * (overview with computed trends and charts, the booking funnel, the e-mail log, the completion runs, the SMS by month) and a real CSV export.
 */
export function ReportsScreen({ restaurant }: { restaurant: RestaurantChoice }) {
  const now = useNow(60_000);
  const [choice, setChoice] = useState<PeriodChoice>(() => ({
    kind: 'month',
    from: todayIso(now),
    to: todayIso(now),
  }));
  const [filters, setFilters] = useState<EmailLogFilters>({});
  const today = todayIso(now);
  // The period moves with the day, not with every tick of the clock.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resolved = useMemo(() => resolvePeriod(choice, now), [choice, today]);
  const range = 'range' in resolved ? resolved.range : null;
  const report = useEmailReport(restaurant.id, range);

  return (
    <div className="reports">
      <div className="reports__toolbar">
        <PeriodPicker
          value={choice}
          onChange={setChoice}
          error={'error' in resolved ? resolved.error : null}
        />
        <ExportMenu
          restaurantId={restaurant.id}
          restaurantName={restaurant.name}
          range={range}
          filters={filters}
        />
      </div>
      {range ? (
        <Tabs
          label="Rapports"
          items={[
            {
              id: 'overview',
              label: T.tabs.overview,
              content: report.isPending ? (
                <Skeleton shape="rect" height="240px" label={T.loading} />
              ) : report.isError && !report.data ? (
                <RetryNotice message={T.loadError} onRetry={() => void report.refetch()} />
              ) : report.data ? (
                <OverviewTab report={report.data} />
              ) : null,
            },
            {
              id: 'funnel',
              label: T.tabs.funnel,
              content: <FunnelTab restaurantId={restaurant.id} range={range} />,
            },
            {
              id: 'emails',
              label: T.tabs.emails,
              content: (
                <EmailsTab
                  restaurantId={restaurant.id}
                  range={range}
                  filters={filters}
                  onFiltersChange={setFilters}
                />
              ),
            },
            {
              id: 'automations',
              label: T.tabs.automations,
              content: <AutomationsTab restaurantId={restaurant.id} />,
            },
            {
              id: 'sms',
              label: SMS_REPORT_TEXTS.tab,
              content: <SmsTab restaurantId={restaurant.id} now={now} />,
            },
          ]}
        />
      ) : null}
    </div>
  );
}
