import {
  TABLE_MESSAGES,
  findTableConflicts,
  formatGuests,
  listDaySlots,
  splitTableIds,
  toParisDateTime,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { Modal, PageLoader, now, useToast } from '@app/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TableConflictNotice } from '../../../components/table-conflict-notice';
import { useTableSettings } from '../../../hooks/use-booking-settings';
import { useDayReservations } from '../../../hooks/use-day-reservations';
import { useForceableAssignment } from '../../../hooks/use-forceable-assignment';
import { longFrenchDate } from '../../../lib/dates';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useCtrlWheelZoom } from '../hooks/use-ctrl-wheel-zoom';
import { useFitZoom } from '../hooks/use-fit-zoom';
import { useFloorPlan } from '../hooks/use-floor-plan';
import { defaultPlanTime, planTimeOptions, quarterOf } from '../plan-time';
import { conflictedTables, occupancyByTable } from '../table-occupancy';
import { FloorPlanCanvas } from './floor-plan-canvas';
import { PlanBookingList } from './plan-booking-list';
import { PlanLegend } from './plan-legend';
import { PlanUnavailable } from './plan-unavailable';
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
 * a table is taken when a booking holds it while one arriving then would, a request waiting for its answer
 * included (« En attente »). Select a reservation (on its table or in the list: the plan moves to its time),
 * then click a table to move it there: the server refuses a table another booking holds then, naming it, and
 * « Attribuer quand même » gives it all the same, both bookings then marked in conflict. A free table with
 * nothing selected starts a new booking there. The day comes from the live day list's cache.
 */
export function FloorPlanDayView({
  restaurantId,
  date,
  onClose,
  onNewReservationAtTable,
}: FloorPlanDayViewProps) {
  const { plan, error: planError } = useFloorPlan(restaurantId);
  const { reservations: day } = useDayReservations(restaurantId, date);
  const { durations, openingHours } = useTableSettings(restaurantId);
  const callables = useCallables();
  const toast = useToast();
  const assignment = useForceableAssignment();
  const [roomId, setRoomId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(100);
  const [selected, setSelected] = useState<Reservation | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [current] = useState(() => {
    const paris = toParisDateTime({ at: now() });
    return paris.date === date ? quarterOf(paris.time) : undefined;
  });
  const hint = useRef<number | null>(null);
  /** The table last asked for, named by the toast once it is given (forced or not). */
  const askedTable = useRef('');
  const wheelArea = useCtrlWheelZoom<HTMLDivElement>(setZoom);
  const active = useMemo(() => day.filter((r) => ACTIVE.has(r.status)), [day]);
  const conflicts = useMemo(
    () => findTableConflicts({ reservations: active, durations }),
    [active, durations],
  );
  const slotTimes = useMemo(
    () => (openingHours ? listDaySlots({ openingHours, date }).map((slot) => slot.time) : []),
    [openingHours, date],
  );
  const reservationTimes = active.map((r) => r.time);
  const time = chosenTime ?? defaultPlanTime({ now: current, slotTimes, reservationTimes });
  const timeOptions = planTimeOptions({ slotTimes, reservationTimes, now: time });
  const occupancy = useMemo(() => occupancyByTable(day, { at: time, durations }), [day, time, durations]);
  const clashing = useMemo(() => conflictedTables(occupancy, conflicts), [occupancy, conflicts]);
  const room = plan?.rooms.find((r) => r.id === roomId) ?? plan?.rooms[0];
  // Each room opens whole in sight, on a laptop as on a phone; the zoom stays staff's to change.
  const fitted = useFitZoom<HTMLDivElement>(room ?? undefined, setZoom);

  useEffect(
    () => () => {
      if (hint.current !== null) toast.dismiss(hint.current);
    },
    [toast],
  );

  function select(reservation: Reservation | null) {
    if (hint.current !== null) toast.dismiss(hint.current);
    hint.current = null;
    assignment.dismiss();
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

  async function move(reservation: Reservation, table: string) {
    askedTable.current = table;
    setBusy(true);
    try {
      const outcome = await assignment.attempt((force) =>
        callables
          .moveReservationTable({ reservationId: reservation.id, table, ...(force ? { force } : {}) })
          .then(() => undefined),
      );
      if (outcome === 'done') {
        toast.success(TABLE_MESSAGES.assigned(table));
        select(null);
      }
    } catch (error) {
      toast.error(toUserMessage(error, TABLE_MESSAGES.moveError));
    } finally {
      setBusy(false);
    }
  }

  async function force() {
    if (!assignment.conflict || !selected) return;
    setBusy(true);
    try {
      await assignment.conflict.force();
      toast.success(TABLE_MESSAGES.assigned(askedTable.current));
      select(null);
    } catch (error) {
      toast.error(toUserMessage(error, TABLE_MESSAGES.moveError));
    } finally {
      setBusy(false);
    }
  }

  function clickTable(table: string) {
    const occupants = occupancy.get(table);
    if (!selected) {
      if (occupants?.[0]) select(occupants[0]);
      else onNewReservationAtTable(table);
      return;
    }
    if (busy) return;
    void move(selected, table);
  }

  return (
    <Modal title={`Plan de salle · ${longFrenchDate(date)}`} onClose={onClose} size="wide">
      {plan === undefined ? (
        <PageLoader />
      ) : !plan || !room ? (
        <PlanUnavailable error={planError} />
      ) : (
        <div className="plan-day">
          <div className="plan-day__main" ref={fitted.ref}>
            <div className="plan-toolbar">
              <RoomTabs rooms={plan.rooms} selectedId={room.id} onSelect={setRoomId} />
              <ZoomControls zoom={zoom} onZoom={setZoom} onFit={fitted.fit} />
            </div>
            <PlanTimeSelect
              time={time}
              options={timeOptions}
              durations={durations}
              onChange={setChosenTime}
            />
            <PlanLegend />
            {assignment.conflict ? (
              <TableConflictNotice
                message={assignment.conflict.message}
                busy={busy}
                onForce={() => void force()}
                onDismiss={assignment.dismiss}
              />
            ) : null}
            <div ref={wheelArea}>
              <FloorPlanCanvas
                room={room}
                zoom={zoom}
                occupancy={occupancy}
                conflicts={clashing}
                selected={new Set(selected ? splitTableIds(selected.tableId) : [])}
                onTableClick={clickTable}
              />
            </div>
          </div>
          <PlanBookingList
            bookings={active}
            conflicts={conflicts}
            selectedId={selected?.id ?? null}
            onSelect={(r) => select(selected?.id === r.id ? null : r)}
          />
        </div>
      )}
    </Modal>
  );
}
