import { TABLE_MESSAGES, splitTableIds, formatGuests } from '@app/domain';
import type { Reservation } from '@app/domain';
import { Modal, PageLoader, useToast } from '@app/ui';
import { useMemo, useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useCtrlWheelZoom } from '../hooks/use-ctrl-wheel-zoom';
import { useDayForTables } from '../hooks/use-day-for-tables';
import { useFloorPlan } from '../hooks/use-floor-plan';
import { occupancyByTable, tableLabel } from '../table-occupancy';
import { FloorPlanCanvas } from './floor-plan-canvas';
import { ZoomControls } from './zoom-controls';

export interface TableAssignmentModalProps {
  restaurantId: string;
  reservation: Reservation;
  date: string;
  onClose(): void;
}

/** Assigns one or several tables to a reservation on the floor plan: rooms, zoom, multi-select (§2). */
export function TableAssignmentModal({
  restaurantId,
  reservation,
  date,
  onClose,
}: TableAssignmentModalProps) {
  const { plan } = useFloorPlan(restaurantId);
  const day = useDayForTables(restaurantId, date);
  const callables = useCallables();
  const toast = useToast();
  const current = splitTableIds(reservation.tableId);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(current));
  const [roomIndex, setRoomIndex] = useState(0);
  const [zoom, setZoom] = useState(100);
  const [busy, setBusy] = useState(false);
  const wheelArea = useCtrlWheelZoom<HTMLDivElement>(setZoom);
  // The reservation's own tables are shown as selected, not as occupied by someone else.
  const occupancy = useMemo(
    () => occupancyByTable(day.filter((r) => r.id !== reservation.id)),
    [day, reservation.id],
  );
  const room = plan?.rooms[roomIndex] ?? plan?.rooms[0];

  function toggle(table: string) {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(table)) next.delete(table);
      else next.add(table);
      return next;
    });
  }

  async function assign(unassign: boolean) {
    const tables = [...selected];
    if (!unassign && tables.length === 0) {
      toast.error(TABLE_MESSAGES.selectAtLeastOne);
      return;
    }
    setBusy(true);
    try {
      await callables.assignTables({
        reservationId: reservation.id,
        tables: unassign ? [] : tables,
        unassign,
      });
      toast.success(unassign ? TABLE_MESSAGES.unassigned : TABLE_MESSAGES.assigned(tableLabel(tables)));
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
          <div className="plan-toolbar">
            <div className="tabs" role="tablist" aria-label="Salles">
              {plan.rooms.map((r, i) => (
                <button
                  key={r.id}
                  type="button"
                  role="tab"
                  className="tab"
                  aria-selected={r.id === room.id}
                  onClick={() => setRoomIndex(i)}
                >
                  {r.name}
                </button>
              ))}
            </div>
            <ZoomControls zoom={zoom} onZoom={setZoom} />
          </div>
          <p className="plan-legend">
            <span className="legend legend--free">Libre</span>{' '}
            <span className="legend legend--confirmed">Confirmée</span>{' '}
            <span className="legend legend--seated">Installée</span>{' '}
            <span className="legend legend--selected">Sélectionnée</span>
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
