import {
  TABLE_MESSAGES,
  checkTableSeats,
  findTerraceRoom,
  formatGuests,
  splitTableIds,
  suggestTables,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { Badge, Modal, PageLoader, useToast } from '@app/ui';
import { Sun } from '@app/ui/icons';
import { useMemo, useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useCtrlWheelZoom } from '../hooks/use-ctrl-wheel-zoom';
import { useDayForTables } from '../hooks/use-day-for-tables';
import { useFloorPlan } from '../hooks/use-floor-plan';
import { useTableSettings } from '../hooks/use-table-settings';
import { initialRoomId, planTables, type PlanTable } from '../plan-tables';
import { occupancyByTable, tableLabel } from '../table-occupancy';
import { FloorPlanCanvas } from './floor-plan-canvas';
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
 * shown as taken only when another booking holds them at this one's time (its time plus the service's
 * duration); suggestions offer the closest free fits; too few seats is a warning, never a refusal.
 */
export function TableAssignmentModal({
  restaurantId,
  reservation,
  date,
  onClose,
}: TableAssignmentModalProps) {
  const { plan } = useFloorPlan(restaurantId);
  const day = useDayForTables(restaurantId, date);
  const { durations } = useTableSettings(restaurantId);
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
  const openingRoomId = plan
    ? initialRoomId({ plan, tables: current, terrace: reservation.terrace })
    : undefined;
  const room = plan?.rooms.find((r) => r.id === (roomId ?? openingRoomId)) ?? plan?.rooms[0];
  const capacities = [...selected].map((n) => tables.find((t) => t.number === n)?.capacity);
  // A table missing from the plan has no known seat count: no warning rather than a wrong one.
  const seatsWarning = capacities.every((c) => c !== undefined)
    ? checkTableSeats({ capacities, partySize: reservation.partySize })
    : null;

  function toggle(table: string) {
    if (!selected.has(table) && occupancy.has(table)) {
      toast.error(TABLE_MESSAGES.occupied);
      return;
    }
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(table)) next.delete(table);
      else next.add(table);
      return next;
    });
  }

  function pick(table: PlanTable) {
    setSelected(new Set([table.number]));
    setRoomId(table.roomId);
  }

  async function assign(unassign: boolean) {
    const chosen = [...selected];
    if (!unassign && chosen.length === 0) {
      toast.error(TABLE_MESSAGES.selectAtLeastOne);
      return;
    }
    setBusy(true);
    try {
      await callables.assignTables({
        reservationId: reservation.id,
        tables: unassign ? [] : chosen,
        unassign,
      });
      toast.success(unassign ? TABLE_MESSAGES.unassigned : TABLE_MESSAGES.assigned(tableLabel(chosen)));
      onClose();
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
        <p className="empty-state">Aucun plan de salle configuré</p>
      ) : (
        <>
          <TableSuggestions
            suggestions={suggestions}
            partySize={reservation.partySize}
            selected={selected}
            onPick={pick}
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
          <p className="plan-legend">
            <span className="legend legend--free">Libre</span>{' '}
            <span className="legend legend--confirmed">Confirmée</span>{' '}
            <span className="legend legend--seated">Installée</span>{' '}
            <span className="legend legend--selected">Sélectionnée</span>
          </p>
          <p role="status" className="plan-warning">
            {seatsWarning}
          </p>
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
