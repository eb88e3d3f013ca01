import type { MyReservationHistoryEntry } from '@app/domain';
import { describeDinerStatus, describeHistoryAuthor, formatDateTime, getHistoryColor } from '@app/domain';

/** Who made a change, as the customer reads it: 'Vous', 'Système', or the restaurant. */
export function historyAuthor(entry: MyReservationHistoryEntry, email: string): string {
  if (entry.changedBy === 'restaurant') return 'Le restaurant';
  return describeHistoryAuthor({ changedBy: entry.changedBy, viewer: { kind: 'customer', email } });
}

/** The reservation's history, oldest first. */
export function StatusHistory({ entries, email }: { entries: MyReservationHistoryEntry[]; email: string }) {
  if (entries.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="history-title">
      <h2 id="history-title">Historique</h2>
      <ol className="history-list">
        {entries.map((entry, index) => (
          <li key={`${entry.changedAt}-${index}`} className="history-list__item">
            <span
              className="history-list__dot"
              style={{ background: getHistoryColor(entry.status) }}
              aria-hidden="true"
            />
            <span>
              <strong>{describeDinerStatus(entry)}</strong>
              <span className="history-list__meta">
                {entry.changedAt ? formatDateTime({ timestamp: entry.changedAt }) : ''} ·{' '}
                {historyAuthor(entry, email)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
