import {
  TABLE_MESSAGES,
  formatCustomerDisplayName,
  formatGuests,
  listDaySlots,
  splitTableIds,
  toParisDateTime,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { Modal, now as clockNow, PageLoader, useToast } from '@app/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { longFrenchDate } from '../../../lib/dates';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useCtrlWheelZoom } from '../hooks/use-ctrl-wheel-zoom';
import { useDayForTables } from '../hooks/use-day-for-tables';
import { useFloorPlan } from '../hooks/use-floor-plan';
import { useTableSettings } from '../hooks/use-table-settings';
import { defaultPlanTime, planTimeOptions, quarterOf } from '../plan-time';
import { occupancyByTable } from '../table-occupancy';
import { FloorPlanCanvas } from './floor-plan-canvas';
import { PlanTimeSelect } from './plan-time-select';
import { RoomTabs } from './room-tabs';
import { ZoomControls } from './zoom-controls';

export interface FloorPlanDayViewProps {
  restaurantId: string;
  date: string;
  onClose(): void;
  /** A free table clicked with no reservation selected starts a booking at that table. */
  onNewReservationAtTable(table: string): void;
}

const ACTIVE = new Set(['PENDING', 'CONFIRMED', 'SEATED']);

/**
 * The day's plan at a time of the day (now on today's plan, else the first slot of the day's first service):
 * a table is taken when a booking holds it while one arriving then would. Select a reservation (on its table
 * or in the list: the plan moves to its time), then click a free table to move it there; a taken table is
 * refused; a free table with nothing selected starts a new booking there.
 */
export function FloorPlanDayView({
  restaurantId,
  date,
  onClose,
  onNewReservationAtTable,
}: FloorPlanDayViewProps) {
  const { plan } = useFloorPlan(restaurantId);
  const day = useDayForTables(restaurantId, date);
  const { durations, openingHours } = useTableSettings(restaurantId);
  const callables = useCallables();
  const toast = useToast();
  const [roomId, setRoomId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(100);
  const [selected, setSelected] = useState<Reservation | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  // The plan opens on the current quarter of an hour when it shows today (Paris wall time, from the apps' clock).
  const [now] = useState(() => {
    const current = toParisDateTime({ at: clockNow() });
    return date === current.date ? quarterOf(current.time) : undefined;
  });
  const hint = useRef<number | null>(null);
  const wheelArea = useCtrlWheelZoom<HTMLDivElement>(setZoom);
  const active = day.filter((r) => ACTIVE.has(r.status));
  const slotTimes = useMemo(
    () => (openingHours ? listDaySlots({ openingHours, date }).map((slot) => slot.time) : []),
    [openingHours, date],
  );
  const reservationTimes = active.map((r) => r.time);
  const time = chosenTime ?? defaultPlanTime({ now, slotTimes, reservationTimes });
  const timeOptions = planTimeOptions({ slotTimes, reservationTimes, now: time });
  const occupancy = useMemo(() => occupancyByTable(day, { at: time, durations }), [day, time, durations]);
  const room = plan?.rooms.find((r) => r.id === roomId) ?? plan?.rooms[0];

  useEffect(
    () => () => {
      if (hint.current !== null) toast.dismiss(hint.current);
    },
    [toast],
  );

  function select(reservation: Reservation | null) {
    if (hint.current !== null) toast.dismiss(hint.current);
    hint.current = null;
    setSelected(reservation);
    if (!reservation) return;
    // The plan shows the tables as they are at the selected booking's time, as the server will check them.
    setChosenTime(reservation.time);
    const tables = splitTableIds(reservation.tableId);
    hint.current = toast.info('Cliquez sur une table libre pour y déplacer la réservation', {
      title: `${tables.length ? `Table ${tables.join(', ')}` : 'Sans table'} · ${formatGuests({ count: reservation.partySize })} · ${reservation.time}`,
      durationMs: null,
      action: { label: 'Annuler', onClick: () => setSelected(null) },
    });
  }

  async function clickTable(table: string) {
    const occupants = occupancy.get(table);
    if (!selected) {
      if (occupants?.[0]) select(occupants[0]);
      else onNewReservationAtTable(table);
      return;
    }
    // Like the server: taken when another booking holds it during the selected one's time.
    const atSelected = occupancyByTable(day, { at: selected.time, durations }).get(table);
    if (atSelected?.some((r) => r.id !== selected.id)) {
      toast.error(TABLE_MESSAGES.occupied);
      return;
    }
    try {
      await callables.moveReservationTable({ reservationId: selected.id, table });
      toast.success(TABLE_MESSAGES.assigned(table));
      select(null);
    } catch (error) {
      toast.error(toUserMessage(error, TABLE_MESSAGES.moveError));
    }
  }

  return (
    <Modal title={`Plan de salle · ${longFrenchDate(date)}`} onClose={onClose} size="wide">
      {plan === undefined ? (
        <PageLoader />
      ) : !plan || !room ? (
        <p className="empty-state">Aucun plan de salle configuré</p>
      ) : (
        <div className="plan-day">
          <div className="plan-day__main">
            <div className="plan-toolbar">
              <RoomTabs rooms={plan.rooms} selectedId={room.id} onSelect={setRoomId} />
              <ZoomControls zoom={zoom} onZoom={setZoom} />
            </div>
            <PlanTimeSelect
              time={time}
              options={timeOptions}
              durations={durations}
              onChange={setChosenTime}
            />
            <div ref={wheelArea}>
              <FloorPlanCanvas
                room={room}
                zoom={zoom}
                occupancy={occupancy}
                selected={new Set(selected ? splitTableIds(selected.tableId) : [])}
                onTableClick={(t) => void clickTable(t)}
              />
            </div>
          </div>
          <aside className="plan-day__list" aria-label="Réservations du jour">
            <h3>Réservations du jour</h3>
            {active.length === 0 ? <p className="muted">Pas de réservation pour cette date</p> : null}
            <ul>
              {active.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className="plan-day__booking"
                    aria-pressed={selected?.id === r.id}
                    onClick={() => select(selected?.id === r.id ? null : r)}
                  >
                    <strong>{r.time}</strong>{' '}
                    {formatCustomerDisplayName({
                      name: r.customerName,
                      firstName: r.customerFirstName,
                      lastName: r.customerLastName,
                    })}{' '}
                    · {formatGuests({ count: r.partySize })}
                    <span className="muted">
                      {' '}
                      {r.tableId ? `Table ${splitTableIds(r.tableId).join(', ')}` : 'Sans table'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      )}
    </Modal>
  );
}
