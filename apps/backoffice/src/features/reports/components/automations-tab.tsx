import { formatShortDate, REPORTS_TEXTS as T } from '@app/domain';
import { RetryNotice } from '../../../components/retry-notice';
import { Badge, EmptyState, Skeleton, Table } from '@app/ui';
import { useCompletionRuns } from '../api/use-reports';

const TONES = { completed: 'success', partial: 'warning', failed: 'error' } as const;

/**
 * « Automatisations »: the 5 am completion runs (not the archiving ones), newest first: status, date, duration
 * in seconds, processed, e-mailed, success rate, errors and their details.
 */
export function AutomationsTab({ restaurantId }: { restaurantId: string }) {
  const runs = useCompletionRuns(restaurantId);
  if (runs.isPending) return <Skeleton lines={5} label={T.loading} />;
  if (runs.isError) return <RetryNotice message={T.loadError} onRetry={() => void runs.refetch()} />;
  if (runs.data.length === 0) return <EmptyState title={T.noRun} />;
  return (
    <Table
      caption={T.runsTable}
      rows={runs.data}
      rowKey={(run) => run.id}
      columns={[
        {
          id: 'date',
          header: T.runColumns.date,
          cell: (run) => formatShortDate({ date: run.executionDate }),
          isRowHeader: true,
        },
        {
          id: 'status',
          header: T.runColumns.status,
          cell: (run) => <Badge tone={TONES[run.status]}>{T.runStatus[run.status]}</Badge>,
        },
        {
          id: 'duration',
          header: T.runColumns.duration,
          cell: (run) => `${(run.duration / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`,
          align: 'end',
        },
        { id: 'processed', header: T.runColumns.processed, cell: (run) => run.totalProcessed, align: 'end' },
        { id: 'emailed', header: T.runColumns.emailed, cell: (run) => run.totalEmailed, align: 'end' },
        {
          id: 'success',
          header: T.runColumns.successRate,
          cell: (run) => `${run.successRate.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`,
          align: 'end',
        },
        { id: 'errors', header: T.runColumns.errors, cell: (run) => run.errors, align: 'end' },
        {
          id: 'details',
          header: T.runColumns.details,
          cell: (run) => (run.errorDetails.length > 0 ? run.errorDetails.join(' ; ') : '—'),
        },
      ]}
    />
  );
}
