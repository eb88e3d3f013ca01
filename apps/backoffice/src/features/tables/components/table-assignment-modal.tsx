import {
  TABLE_MESSAGES,
  checkTableSeats,
  findTerraceRoom,
  formatCustomerDisplayName,
  formatGuests,
  readFloorTables,
  splitTableIds,
  suggestTableGroups,
  suggestTables,
} from '@app/domain';
import type { Reservation, SuggestableGroup } from '@app/domain';
import { Badge, Modal, PageLoader, useToast } from '@app/ui';
import { Sun } from '@app/ui/icons';
import { useMemo, useState } from 'react';
import { TableConflictNotice } from '../../../components/table-conflict-notice';
import { useTableSettings } from '../../../hooks/use-booking-settings';
import { useDayReservations } from '../../../hooks/use-day-reservations';
import { useForceableAssignment } from '../../../hooks/use-forceable-assignment';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useCtrlWheelZoom } from '../hooks/use-ctrl-wheel-zoom';
import { useFloorPlan } from '../hooks/use-floor-plan';
import { initialRoomId, planTables, type PlanTable } from '../plan-tables';
import { occupancyByTable, tableLabel } from '../table-occupancy';
import { FloorPlanCanvas } from './floor-plan-canvas';
import { PlanLegend } from './plan-legend';
import { PlanUnavailable } from './plan-unavailable';
import { RoomTabs } from './room-tabs';
import { TableSuggestions } from './table-suggestions';
import { ZoomControls } from './zoom-controls';

export interface TableAssignmentModalProps {
  restaurantId: string;
  reservation: Reservation;
  date: string;
  onClose(): void;
}

/**
 * Assigns one or several tables to a reservation on the floor plan: rooms, zoom, multi-select (§2). Tables are
 * shown as taken when another booking (a pending request included) holds them at this one's time (its time plus
 * the service's duration); suggestions offer the closest free fits; too few seats is a warning, never a refusal.
 * A taken table may be picked: the server refuses it naming who holds it, and « Attribuer quand même » gives it
 * all the same (both bookings then marked in conflict).
 */
export function TableAssignmentModal({
  restaurantId,
  reservation,
  date,
  onClose,
}: TableAssignmentModalProps) {
  const { plan, error: planError } = useFloorPlan(restaurantId);
  const { reservations: day } = useDayReservations(restaurantId, date);
  const { durations } = useTableSettings(restaurantId);
  const assignment = useForceableAssignment();
  const callables = useCallables();
  const toast = useToast();
  const current = splitTableIds(reservation.tableId);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(current));
  const [roomId, setRoomId] = useState<string | null>(null);
  const [zoom, setZoom] = useState(100);
  const [busy, setBusy] = useState(false);
  const wheelArea = useCtrlWheelZoom<HTMLDivElement>(setZoom);
  // The reservation's own tables are shown as selected, not as occupied by someone else.
  const occupancy = useMemo(
    () =>
      occupancyByTable(
        day.filter((r) => r.id !== reservation.id),
        { at: reservation.time, durations },
      ),
    [day, reservation.id, reservation.time, durations],
  );
  const tables = useMemo(() => (plan ? planTables(plan) : []), [plan]);
  const terraceRoomId = plan && reservation.terrace ? findTerraceRoom({ rooms: plan.rooms })?.id : undefined;
  const suggestions = useMemo(
    () =>
      suggestTables({
        tables,
        occupied: occupancy,
        partySize: reservation.partySize,
        preferred: (t) => t.roomId === terraceRoomId,
      }),
    [tables, occupancy, reservation.partySize, terraceRoomId],
  );
  const joinable = useMemo(() => (plan ? readFloorTables({ plan }).groups : []), [plan]);
  const groupSuggestions = useMemo(
    () =>
      suggestTableGroups({
        groups: joinable,
        occupied: occupancy,
        partySize: reservation.partySize,
        singleFits: suggestions.length,
      }),
    [joinable, occupancy, reservation.partySize, suggestions.length],
  );
  const openingRoomId = plan
    ? initialRoomId({ plan, tables: current, terrace: reservation.terrace })
    : undefined;
  const room = plan?.rooms.find((r) => r.id === (roomId ?? openingRoomId)) ?? plan?.rooms[0];
  // Joined tables seat what their group says (two 4-tops often seat 6), not the sum of their seats.
  const joined = joinable.find(
    (group) => group.tables.length === selected.size && group.tables.every((n) => selected.has(n)),
  );
  const capacities = joined
    ? [joined.maxSeats]
    : [...selected].map((n) => tables.find((t) => t.number === n)?.capacity);
  // A table missing from the plan has no known seat count: no warning rather than a wrong one.
  const seatsWarning = capacities.every((c) => c !== undefined)
    ? checkTableSeats({ capacities, partySize: reservation.partySize })
    : null;

  // Picking a taken table is allowed: the server names who holds it, and staff may insist.
  const takenPicked = [...selected].flatMap((n) => (occupancy.get(n) ?? []).map((r) => ({ n, r })));

  function toggle(table: string) {
    assignment.dismiss();
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(table)) next.delete(table);
      else next.add(table);
      return next;
    });
  }

  function pick(table: PlanTable) {
    assignment.dismiss();
    setSelected(new Set([table.number]));
    setRoomId(table.roomId);
  }

  function pickGroup(group: SuggestableGroup) {
    assignment.dismiss();
    setSelected(new Set(group.tables));
    setRoomId(tables.find((t) => t.number === group.tables[0])?.roomId ?? null);
  }

  async function assign(unassign: boolean) {
    const chosen = [...selected];
    if (!unassign && chosen.length === 0) {
      toast.error(TABLE_MESSAGES.selectAtLeastOne);
      return;
    }
    setBusy(true);
    try {
      const outcome = await assignment.attempt((force) =>
        callables
          .assignTables({
            reservationId: reservation.id,
            tables: unassign ? [] : chosen,
            unassign,
            ...(force ? { force } : {}),
          })
          .then(() => undefined),
      );
      if (outcome === 'conflict') {
        setBusy(false);
        return;
      }
      done(unassign, chosen);
    } catch (error) {
      toast.error(TABLE_MESSAGES.assignError, { title: toUserMessage(error, TABLE_MESSAGES.assignError) });
      setBusy(false);
    }
  }

  function done(unassign: boolean, chosen: string[]) {
    toast.success(unassign ? TABLE_MESSAGES.unassigned : TABLE_MESSAGES.assigned(tableLabel(chosen)));
    onClose();
  }

  async function force() {
    if (!assignment.conflict) return;
    setBusy(true);
    try {
      await assignment.conflict.force();
      done(false, [...selected]);
    } catch (error) {
      toast.error(TABLE_MESSAGES.assignError, { title: toUserMessage(error, TABLE_MESSAGES.assignError) });
      setBusy(false);
    }
  }

  return (
    <Modal
      title={`Tables · ${reservation.customerName} · ${reservation.time} · ${formatGuests({ count: reservation.partySize })}`}
      onClose={onClose}
      size="wide"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Annuler
          </button>
          {current.length > 0 ? (
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => void assign(true)}
            >
              Désassigner
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void assign(false)}
          >
            Assigner{selected.size > 0 ? ` (${tableLabel([...selected])})` : ''}
          </button>
        </>
      }
    >
      {plan === undefined ? (
        <PageLoader />
      ) : !plan || !room ? (
        <PlanUnavailable error={planError} />
      ) : (
        <>
          <TableSuggestions
            suggestions={suggestions}
            groups={groupSuggestions}
            partySize={reservation.partySize}
            selected={selected}
            onPick={pick}
            onPickGroup={pickGroup}
          />
          <div className="plan-toolbar">
            <RoomTabs rooms={plan.rooms} selectedId={room.id} onSelect={setRoomId} />
            {reservation.terrace ? (
              <Badge className="terrace-badge" icon={Sun}>
                Terrasse demandée
              </Badge>
            ) : null}
            <ZoomControls zoom={zoom} onZoom={setZoom} />
          </div>
          <PlanLegend selection />
          <p role="status" className="plan-warning">
            {[
              seatsWarning,
              ...takenPicked.map(({ n, r }) =>
                TABLE_MESSAGES.takenBy({
                  table: n,
                  name: formatCustomerDisplayName({
                    name: r.customerName,
                    firstName: r.customerFirstName,
                    lastName: r.customerLastName,
                  }),
                  time: r.time,
                }),
              ),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
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
              selected={selected}
              onTableClick={toggle}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
