import { RESERVATION_MESSAGES } from '@app/domain';
import type { Reservation, StaffCreateReservationInput, UpdateReservationInput } from '@app/domain';
import { ErrorBoundary, useToast } from '@app/ui';
import { useLayoutEffect, useState } from 'react';
import { useLayout } from '../app/staff-layout';
import { DayScreen } from '../features/reservations/components/day-screen';
import { NewReservationForm } from '../features/reservations/components/new-reservation-form';
import { ReservationDetailModal } from '../features/reservations/components/reservation-detail-modal';
import { useRestaurantCustomers } from '../features/reservations/hooks/use-restaurant-customers';
import { useStaffCreateReservation } from '../features/reservations/hooks/use-staff-create-reservation';
import { SlotManagerModal } from '../features/slots/components/slot-manager-modal';
import { FloorPlanDayView } from '../features/tables/components/floor-plan-day-view';
import { TableAssignmentModal } from '../features/tables/components/table-assignment-modal';
import { todayIso } from '../lib/dates';
import { toUserMessage } from '../lib/error-message';
import { FormSubmitError, callableErrorField } from '../lib/form-submit-error';
import { useCallables } from '../lib/services-context';
import { tableClashOf } from '../lib/table-clash';
import { useStaffSession } from '../session/session-provider';

type Overlay =
  | { kind: 'new'; date: string; tableId?: string }
  | { kind: 'detail'; reservation: Reservation }
  | { kind: 'tables'; reservation: Reservation; date: string }
  | { kind: 'slots'; service: 'lunch' | 'dinner'; date: string }
  | { kind: 'plan'; date: string }
  | null;

/** /app/reservations: the day screen and the dialogs it opens (new booking, detail, tables, slots, plan). */
export function Component() {
  const session = useStaffSession();
  const { openMenu, claimHeader } = useLayout();
  // The day screen draws its own header (date, menu and plan buttons): the layout's generic one steps aside.
  useLayoutEffect(claimHeader, [claimHeader]);
  const callables = useCallables();
  const toast = useToast();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const restaurantId = session.restaurant?.id ?? null;
  const customers = useRestaurantCustomers(overlay?.kind === 'new' ? restaurantId : null);
  const createReservation = useStaffCreateReservation();
  const today = todayIso();
  const close = () => setOverlay(null);

  async function create(input: StaffCreateReservationInput & { force?: boolean }) {
    try {
      await createReservation.mutateAsync(input);
      toast.success(RESERVATION_MESSAGES.created);
      close();
    } catch (error) {
      // The table chosen on the plan was taken meanwhile: the form names who holds it and lets staff insist.
      const clash = tableClashOf(error);
      if (clash) throw new FormSubmitError(clash.message, undefined, { tableClash: true });
      // A refusal naming a field (missing surname, past date) is shown under that field by the form.
      const field = callableErrorField(error);
      if (field) throw new FormSubmitError(toUserMessage(error), field);
      const message = RESERVATION_MESSAGES.creationError(toUserMessage(error, ''));
      toast.error(message);
      throw new FormSubmitError(message);
    }
  }

  async function update(input: UpdateReservationInput) {
    try {
      await callables.updateReservation(input);
      toast.success(RESERVATION_MESSAGES.updated);
      close();
    } catch (error) {
      toast.error(RESERVATION_MESSAGES.updateError, { title: toUserMessage(error) });
      throw error;
    }
  }

  return (
    <main className="reservations-page">
      <DayScreen
        key={restaurantId ?? 'none'}
        restaurantId={restaurantId}
        today={today}
        onOpenMenu={openMenu}
        onOpenReservation={(reservation) => setOverlay({ kind: 'detail', reservation })}
        onOpenTables={(reservation, date) => setOverlay({ kind: 'tables', reservation, date })}
        onOpenFloorPlan={(date) => setOverlay({ kind: 'plan', date })}
        onManageSlots={(service, date) => setOverlay({ kind: 'slots', service, date })}
        onNewReservation={(date) => setOverlay({ kind: 'new', date })}
      />
      <ErrorBoundary onClose={close}>
        {overlay?.kind === 'new' ? (
          <NewReservationForm
            restaurantId={restaurantId}
            date={overlay.date}
            today={today}
            {...(overlay.tableId ? { tableId: overlay.tableId } : {})}
            customers={customers}
            onSubmit={create}
            onClose={close}
          />
        ) : null}
        {overlay?.kind === 'detail' ? (
          <ReservationDetailModal
            reservation={overlay.reservation}
            currentUid={session.staff.uid}
            onSave={update}
            onClose={close}
          />
        ) : null}
        {overlay?.kind === 'tables' && restaurantId ? (
          <TableAssignmentModal
            restaurantId={restaurantId}
            reservation={overlay.reservation}
            date={overlay.date}
            onClose={close}
          />
        ) : null}
        {overlay?.kind === 'slots' && restaurantId ? (
          <SlotManagerModal
            restaurantId={restaurantId}
            service={overlay.service}
            date={overlay.date}
            onClose={close}
          />
        ) : null}
        {overlay?.kind === 'plan' && restaurantId ? (
          <FloorPlanDayView
            restaurantId={restaurantId}
            date={overlay.date}
            onClose={close}
            onNewReservationAtTable={(tableId) => setOverlay({ kind: 'new', date: overlay.date, tableId })}
          />
        ) : null}
      </ErrorBoundary>
    </main>
  );
}
