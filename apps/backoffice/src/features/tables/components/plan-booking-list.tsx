import { TABLE_MESSAGES, formatCustomerDisplayName, formatGuests, splitTableIds } from '@app/domain';
import type { Reservation, TableConflict } from '@app/domain';
import { AlertTriangle, Hourglass } from '@app/ui/icons';

const nameOf = (r: Reservation) =>
  formatCustomerDisplayName({
    name: r.customerName,
    firstName: r.customerFirstName,
    lastName: r.customerLastName,
  });

/**
 * « Réservations du jour » beside the plan: each booking with its time, guest, party and tables, a request
 * still waiting marked « En attente », a table given twice marked with whom; pressing one selects it.
 */
export function PlanBookingList({
  bookings,
  conflicts,
  selectedId,
  onSelect,
}: {
  bookings: readonly Reservation[];
  conflicts: ReadonlyMap<string, readonly TableConflict<Reservation>[]>;
  selectedId: string | null;
  onSelect(reservation: Reservation): void;
}) {
  return (
    <aside className="plan-day__list" aria-label="Réservations du jour">
      <h3>Réservations du jour</h3>
      {bookings.length === 0 ? <p className="muted">Pas de réservation pour cette date</p> : null}
      <ul>
        {bookings.map((r) => {
          const clashes = conflicts.get(r.id) ?? [];
          return (
            <li key={r.id}>
              <button
                type="button"
                className={`plan-day__booking${clashes.length ? ' plan-day__booking--conflict' : ''}`}
                aria-pressed={selectedId === r.id}
                onClick={() => onSelect(r)}
              >
                <strong>{r.time}</strong> {nameOf(r)} · {formatGuests({ count: r.partySize })}
                <span className="muted">
                  {' '}
                  {r.tableId ? `Table ${splitTableIds(r.tableId).join(', ')}` : 'Sans table'}
                </span>
                {r.status === 'PENDING' ? (
                  <span className="plan-day__tag plan-day__tag--pending">
                    {' '}
                    <Hourglass className="bo-icon" aria-hidden="true" /> En attente
                  </span>
                ) : null}
                {clashes.map((c) => (
                  <span key={`${c.table}-${c.other.id}`} className="plan-day__tag plan-day__tag--conflict">
                    {' '}
                    <AlertTriangle className="bo-icon" aria-hidden="true" />{' '}
                    {TABLE_MESSAGES.conflictWith({
                      table: c.table,
                      name: nameOf(c.other),
                      time: c.other.time,
                    })}
                  </span>
                ))}
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
