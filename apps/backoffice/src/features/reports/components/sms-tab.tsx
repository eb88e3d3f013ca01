import {
  formatDateTime,
  formatSmsCost,
  formatSmsMonth,
  smsMonthOf,
  SMS_REPORT_TEXTS as T,
  type SmsMonthUsage,
} from '@app/domain';
import { EmptyState, Skeleton, Table } from '@app/ui';
import { RetryNotice } from '../../../components/retry-notice';
import { useSmsReport } from '../api/use-reports';

const count = (n: number) => n.toLocaleString('fr-FR');

/**
 * Rapports › « SMS » (issue 50): the venue's SMS of the last twelve months, newest first (messages, SMS billed,
 * their cost excluding VAT, the messages the monthly cap held back) with the year's total, and a warning for
 * each month the cap was reached, since when the mail went alone.
 */
export function SmsTab({ restaurantId, now }: { restaurantId: string; now: Date }) {
  const report = useSmsReport(restaurantId, smsMonthOf(now));
  if (report.isPending) return <Skeleton lines={5} label={T.loading} />;
  if (report.isError) return <RetryNotice message={T.loadError} onRetry={() => void report.refetch()} />;
  const months = report.data;
  const total = months.reduce(
    (sum, m) => ({
      messages: sum.messages + m.messages,
      segments: sum.segments + m.segments,
      capped: sum.capped + m.capped,
    }),
    { messages: 0, segments: 0, capped: 0 },
  );
  const reached = months.filter((m): m is SmsMonthUsage & { capReachedAt: string } =>
    Boolean(m.capReachedAt),
  );
  return (
    <div className="reports-sms">
      {reached.map((m) => (
        <p key={m.month} role="status" className="ui-notice ui-notice--warning">
          {T.capReached(formatSmsMonth(m.month), formatDateTime({ timestamp: m.capReachedAt }), m.capped)}
        </p>
      ))}
      {total.messages === 0 && total.capped === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <>
          <Table
            caption={T.table}
            rows={months.filter((m) => m.messages > 0 || m.capped > 0)}
            rowKey={(m) => m.month}
            columns={[
              {
                id: 'month',
                header: T.columns.month,
                cell: (m) => formatSmsMonth(m.month),
                isRowHeader: true,
              },
              { id: 'messages', header: T.columns.messages, cell: (m) => count(m.messages), align: 'end' },
              { id: 'segments', header: T.columns.segments, cell: (m) => count(m.segments), align: 'end' },
              { id: 'cost', header: T.columns.cost, cell: (m) => formatSmsCost(m.segments), align: 'end' },
              { id: 'capped', header: T.columns.capped, cell: (m) => count(m.capped), align: 'end' },
            ]}
          />
          <p className="reports-sms__total">
            {T.total} : {count(total.segments)} SMS, {formatSmsCost(total.segments)} HT
          </p>
        </>
      )}
      <p className="muted">{T.price}</p>
    </div>
  );
}
