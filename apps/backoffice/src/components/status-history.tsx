import {
  AUTO_CONFIRM_AUTHOR,
  DINER_CONFIRMED_LABEL,
  EMAIL_LINK_ACTOR,
  REFUSAL_LABEL,
  describeBillEntry,
  describeDinerChangeEntry,
  describeTableHistoryEntry,
  getHistoryColor,
  getStatusLabel,
  shortenId,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { frenchDateTime } from '../lib/dates';

export interface StatusHistoryProps {
  reservation: Pick<Reservation, 'statusHistory' | 'createdAt' | 'createdBy'>;
  currentUid: string;
  creatorName: string;
}

/** Author of a history entry: Vous, Système, the creator, or a truncated user id (staff-operations §2). */
export function authorLabel(
  changedBy: string,
  currentUid: string,
  creator: { id?: string; name: string },
): string {
  if (changedBy === currentUid) return 'Vous';
  if (changedBy === 'system') return 'Système';
  if (changedBy === 'Client Internet' || changedBy === 'client') return 'Client Internet';
  if (changedBy === EMAIL_LINK_ACTOR) return EMAIL_LINK_ACTOR;
  if (changedBy === AUTO_CONFIRM_AUTHOR) return AUTO_CONFIRM_AUTHOR;
  if (creator.id && changedBy === creator.id) return creator.name;
  if (changedBy.includes('@')) return changedBy;
  return shortenId(changedBy) || 'Inconnu';
}

/**
 * What an entry says: 'Refusée' for a refusal, 'Venue confirmée' for a diner's answer, « Déplacée : … → … » for
 * a move on the timeline, « Table proposée : 4 » for the engine's table, else the status.
 */
function historyLabel(entry: Reservation['statusHistory'][number]): string {
  if (entry.kind === 'refusal') return REFUSAL_LABEL;
  // The timeline's moves and the engine's proposals say where the booking went (issue 48).
  const tables = describeTableHistoryEntry({ entry });
  if (tables) return tables;
  // « Modifiée par le client : … → … » (issue 48).
  const changed = describeDinerChangeEntry({ entry });
  if (changed) return changed;
  if (entry.kind === 'diner_confirmed') return DINER_CONFIRMED_LABEL;
  if (
    entry.kind === 'bill' ||
    entry.kind === 'bill_held' ||
    entry.kind === 'bill_approved' ||
    entry.kind === 'bill_refused'
  )
    return describeBillEntry({ amountSpent: entry.amountSpent, kind: entry.kind });
  return getStatusLabel(entry.status);
}

/**
 * Creation then the status history, newest first, each with its coloured dot, label, author and reason; a
 * refusal reads 'Refusée' rather than 'Annulée'.
 */
export function StatusHistory({ reservation, currentUid, creatorName }: StatusHistoryProps) {
  // Newest first; two changes of the same instant (a request confirmed by the venue's rule as it is made) keep
  // their order, the later one on top.
  const entries = reservation.statusHistory
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.changedAt.localeCompare(a.entry.changedAt) || b.index - a.index)
    .map(({ entry }) => entry);
  const creator = { ...(reservation.createdBy ? { id: reservation.createdBy } : {}), name: creatorName };
  return (
    <ol className="history">
      {entries.map((entry, i) => (
        <li key={`${entry.changedAt}-${i}`} className="history__item">
          <span
            className="history__dot"
            style={{ background: getHistoryColor(entry.status) }}
            aria-hidden="true"
          />
          <div>
            <strong>{historyLabel(entry)}</strong>
            <p className="muted history__meta">
              {frenchDateTime(entry.changedAt)} · par {authorLabel(entry.changedBy, currentUid, creator)}
            </p>
            {entry.reason && entry.kind !== 'diner_confirmed' ? (
              <p className="history__reason">« {entry.reason} »</p>
            ) : null}
          </div>
        </li>
      ))}
      <li className="history__item">
        <span className="history__dot" style={{ background: '#6B7280' }} aria-hidden="true" />
        <div>
          <strong>Réservation créée</strong>
          <p className="muted history__meta">
            {frenchDateTime(reservation.createdAt)} · par {creatorName}
          </p>
        </div>
      </li>
    </ol>
  );
}
