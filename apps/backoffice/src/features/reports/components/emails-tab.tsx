import type { EmailLogFilters, ReportRange } from '@app/data';
import { RetryNotice } from '../../../components/retry-notice';
import {
  EMAIL_STATUS_LABELS,
  EMAIL_LOG_STATUSES,
  MAIL_TYPE_LABELS,
  MAIL_TYPES,
  REPORTS_TEXTS as T,
} from '@app/domain';
import { Badge, Button, EmptyState, Select, Skeleton, Table } from '@app/ui';
import { frenchDateTime } from '../../../lib/dates';
import { useEmailLog } from '../api/use-reports';

const ALL = 'all';
const STATUS_TONES = { sent: 'success', failed: 'error', pending: 'warning' } as const;

/**
 * « Rapports e-mails »: the e-mail log of the period, newest first, 20 rows at a time, filtered by type and
 * status: type, recipient, status, date and the reservation's last 8 characters.
 */
export function EmailsTab({
  restaurantId,
  range,
  filters,
  onFiltersChange,
}: {
  restaurantId: string;
  range: ReportRange;
  filters: EmailLogFilters;
  onFiltersChange: (next: EmailLogFilters) => void;
}) {
  const log = useEmailLog(restaurantId, range, filters);
  const rows = log.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <div className="reports-emails">
      <div className="reports-emails__filters">
        <Select
          label={T.filterType}
          options={[
            { id: ALL, label: T.allTypes },
            ...MAIL_TYPES.map((type) => ({ id: type, label: MAIL_TYPE_LABELS[type] })),
          ]}
          selectedKey={filters.type ?? ALL}
          onSelectionChange={(key) =>
            onFiltersChange({ ...filters, type: key === ALL ? undefined : (key as EmailLogFilters['type']) })
          }
        />
        <Select
          label={T.filterStatus}
          options={[
            { id: ALL, label: T.allStatuses },
            ...EMAIL_LOG_STATUSES.map((status) => ({ id: status, label: EMAIL_STATUS_LABELS[status] })),
          ]}
          selectedKey={filters.status ?? ALL}
          onSelectionChange={(key) =>
            onFiltersChange({
              ...filters,
              status: key === ALL ? undefined : (key as EmailLogFilters['status']),
            })
          }
        />
      </div>
      {log.isPending ? (
        <Skeleton lines={5} label={T.loading} />
      ) : log.isError && rows.length === 0 ? (
        <RetryNotice message={T.loadError} onRetry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={T.noEmail} />
      ) : (
        <>
          <Table
            caption={T.emailTable}
            rows={rows}
            rowKey={(row) => row.id}
            className="reports-emails__table"
            columns={[
              { id: 'type', header: T.columns.type, cell: (row) => MAIL_TYPE_LABELS[row.type] },
              {
                id: 'recipient',
                header: T.columns.recipient,
                cell: (row) => row.recipientEmail,
                isRowHeader: true,
              },
              {
                id: 'status',
                header: T.columns.status,
                cell: (row) => (
                  <Badge tone={row.bouncedAt ? 'error' : STATUS_TONES[row.status]}>
                    {row.bouncedAt ? T.bounced : EMAIL_STATUS_LABELS[row.status]}
                  </Badge>
                ),
              },
              { id: 'date', header: T.columns.date, cell: (row) => frenchDateTime(row.sentAt) },
              {
                id: 'reservation',
                header: T.columns.reservation,
                cell: (row) => (row.reservationId ? row.reservationId.slice(-8) : '—'),
              },
            ]}
          />
          {log.hasNextPage ? (
            <Button onPress={() => void log.fetchNextPage()} isLoading={log.isFetchingNextPage}>
              {T.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
