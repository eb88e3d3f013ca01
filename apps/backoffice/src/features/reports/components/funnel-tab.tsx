import type { FunnelStep } from '@app/domain';
import { REPORTS_TEXTS } from '@app/domain';
import { Card, EmptyState, Skeleton, Table } from '@app/ui';
import { RetryNotice } from '../../../components/retry-notice';
import type { ReportRange } from '@app/data';
import { useBookingFunnel } from '../api/use-reports';

const T = REPORTS_TEXTS.funnel;

const percent = (share: number) =>
  `${(share * 100).toLocaleString('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 1 })} %`;

/**
 * « Parcours de réservation »: page opened → slot chosen → request sent → confirmed over the period, with the
 * count of each step and the share lost since the one before, as a table (what screen readers read) beside
 * proportional bars (decoration only).
 */
export function FunnelTab({ restaurantId, range }: { restaurantId: string; range: ReportRange }) {
  const funnel = useBookingFunnel(restaurantId, range);
  if (funnel.isPending) return <Skeleton shape="rect" height="240px" label={T.loading} />;
  if (funnel.isError && !funnel.data)
    return <RetryNotice message={T.loadError} onRetry={() => void funnel.refetch()} />;
  const steps = funnel.data ?? [];
  if (steps.every((step) => step.count === 0))
    return <EmptyState title={T.empty} description={T.emptyHint} />;
  const top = Math.max(...steps.map((step) => step.count), 1);
  const sent = steps.find((step) => step.siteWeb !== undefined);
  return (
    <Card title={T.title} headingLevel={2}>
      <p className="reports-funnel__intro">{T.intro}</p>
      <ol className="reports-funnel__bars" aria-hidden="true">
        {steps.map((step) => (
          <li key={step.label} className="reports-funnel__bar-row">
            <span className="reports-funnel__bar-label">{step.label}</span>
            <span className="reports-funnel__bar" style={{ width: `${(step.count / top) * 100}%` }} />
            <span className="reports-funnel__bar-count">{step.count.toLocaleString('fr-FR')}</span>
          </li>
        ))}
      </ol>
      <Table<FunnelStep>
        caption={T.title}
        rows={steps}
        rowKey={(step) => step.label}
        columns={[
          { id: 'step', header: T.step, cell: (step) => step.label, isRowHeader: true },
          {
            id: 'count',
            header: T.count,
            cell: (step) => step.count.toLocaleString('fr-FR'),
            align: 'end',
          },
          {
            id: 'lost',
            header: T.lost,
            cell: (step) => (step.lostShare === undefined ? '—' : percent(step.lostShare)),
            align: 'end',
          },
        ]}
      />
      {sent ? <p className="reports-funnel__intro">{T.siteWeb(sent.siteWeb ?? 0, sent.count)}</p> : null}
    </Card>
  );
}
