import type { RewardAnalytics } from '@app/data';
import { REWARD_ANALYTICS_TEXTS as T, formatEuros } from '@app/domain';
import { Table } from '@app/ui';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { frenchDateTime } from '../../../lib/dates';

type Usage = RewardAnalytics['recentUsages'][number];

/** Phones and narrow windows: one card per usage, since five columns cannot fit (issue 48, defect 11). */
const NARROW_QUERY = '(max-width: 639px)';

const valueOf = (usage: Usage) => (usage.value === null ? '—' : formatEuros({ amount: usage.value }));

/**
 * « Dernières utilisations »: who used which voucher, its value and when. A table whose client column carries the
 * e-mail under the name, so that the value and the date stay in sight at 1366 px; on a phone, a list of cards
 * with the same facts.
 */
export function RecentUsages({ usages }: { usages: RewardAnalytics['recentUsages'] }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  if (narrow)
    return (
      <ul className="reward-usages" aria-label={T.recent}>
        {usages.map((usage) => (
          <li key={usage.id} className="reward-usages__item">
            <span className="reward-usages__who">
              <strong>{usage.customerName || '—'}</strong>
              {usage.customerEmail ? (
                <span className="reward-usages__email">{usage.customerEmail}</span>
              ) : null}
            </span>
            <span className="reward-usages__what">
              {usage.description || '—'}
              <span className="reward-usages__value">
                <span className="sr-only">{T.value} : </span>
                {valueOf(usage)}
              </span>
            </span>
            <span className="reward-usages__when">
              {T.usedAt} {frenchDateTime(usage.usedAt)}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <Table
      caption={T.recent}
      rows={usages}
      rowKey={(row) => row.id}
      className="reward-usages-table"
      columns={[
        {
          id: 'customer',
          header: T.customer,
          cell: (row) => (
            <span className="reward-usages__who">
              {row.customerName || '—'}
              {row.customerEmail ? <span className="reward-usages__email">{row.customerEmail}</span> : null}
            </span>
          ),
          isRowHeader: true,
        },
        { id: 'voucher', header: T.voucher, cell: (row) => row.description || '—' },
        { id: 'value', header: T.value, cell: valueOf, align: 'end' },
        {
          id: 'usedAt',
          header: T.usedAt,
          cell: (row) => <span className="reward-usages__date">{frenchDateTime(row.usedAt)}</span>,
        },
      ]}
    />
  );
}
