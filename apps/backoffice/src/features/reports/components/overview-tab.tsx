import type { EmailReport, EmailReportCards } from '@app/data';
import { MAIL_TYPE_LABELS, REPORTS_TEXTS as T } from '@app/domain';
import { Card, StatGrid, StatTile } from '@app/ui';
import { BarChart } from '../../../components/charts/bar-chart';
import { shortDayLabel, shortMonthLabel } from '../../../lib/dates';
import { ServiceReportCards } from './service-report';

const CARD_ORDER: (keyof EmailReportCards)[] = [
  'sent',
  'successRate',
  'openRate',
  'clickRate',
  'automations',
  'tracked',
  'bounces',
  'errors',
];
const RATES = new Set<keyof EmailReportCards>(['successRate', 'openRate', 'clickRate']);

const percent = (value: number) =>
  `${value.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/**
 * « Vue d'ensemble »: the eight cards, each with its change against the previous period of the same length
 * (computed, none when that period had nothing), covers, no-shows and cancellations per service and per day of
 * the week, e-mails per day (per month on long periods), by type, and the
 * tracking rates.
 */
export function OverviewTab({ report }: { report: EmailReport }) {
  const monthly = report.series[0]?.granularity === 'month';
  const series = report.series.map((bucket) => ({
    label: bucket.granularity === 'month' ? shortMonthLabel(bucket.bucket) : shortDayLabel(bucket.bucket),
    sent: bucket.sent,
    failed: bucket.failed,
  }));
  return (
    <div className="reports-overview">
      <StatGrid label="Indicateurs de la période">
        {CARD_ORDER.map((key) => (
          <StatTile
            key={key}
            label={T.cards[key]}
            value={RATES.has(key) ? percent(report.cards[key]) : report.cards[key].toLocaleString('fr-FR')}
            trend={report.trends[key]}
            trendNone={T.trendNone}
            trendSuffix={T.trendVs}
            testId={`report-card-${key}`}
          />
        ))}
      </StatGrid>
      <ServiceReportCards report={report.service} />
      <div className="reports-overview__charts">
        <Card title={monthly ? T.emailsPerMonth : T.emailsPerDay} headingLevel={2}>
          <BarChart
            title={monthly ? T.emailsPerMonth : T.emailsPerDay}
            rows={series}
            labelKey="label"
            series={[
              { key: 'sent', name: T.sentSeries },
              { key: 'failed', name: T.failedSeries },
            ]}
          />
        </Card>
        <Card title={T.byType} headingLevel={2}>
          <BarChart
            title={T.byType}
            rows={report.byType.map((row) => ({ label: MAIL_TYPE_LABELS[row.type], count: row.count }))}
            labelKey="label"
            series={[{ key: 'count', name: T.sentSeries }]}
          />
        </Card>
        <Card title={T.tracking} headingLevel={2}>
          <BarChart
            title={T.tracking}
            rows={[
              { label: T.trackingOpen, rate: report.tracking.openRate },
              { label: T.trackingClick, rate: report.tracking.clickRate },
              { label: T.trackingBounce, rate: report.tracking.bounceRate },
            ]}
            labelKey="label"
            series={[{ key: 'rate', name: T.tracking }]}
            format={percent}
            max={100}
            tickUnit=" %"
          />
        </Card>
      </div>
    </div>
  );
}
