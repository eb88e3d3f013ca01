import { FROM_DAY_STATUSES, FROM_TIME_STATUSES, MARK_COMPLETED, RESERVATION_MESSAGES } from '@app/domain';
import type { EditReservationForm, ReservationStatus } from '@app/domain';
import { PageLoader, useToast } from '@app/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ReservationDetailScreen } from '../features/reservation-detail/components/reservation-detail-screen';
import { useLoyaltyConfig } from '../features/reservation-detail/hooks/use-loyalty-config';
import { useReservation } from '../features/reservation-detail/hooks/use-reservation';
import { TableAssignmentModal } from '../features/tables/components/table-assignment-modal';
import { toUserMessage } from '../lib/error-message';
import { useCallables } from '../lib/services-context';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/** The spec shows the success toast about one second after the review e-mail is announced. */
const REVIEW_TOAST_DELAY_MS = 1000;

/** /app/reservations/{id}: the reservation's page, live; its table opens the day screen's assignment. */
export function Component() {
  const { reservationId = '' } = useParams();
  const reservation = useReservation(reservationId);
  const session = useStaffSession();
  const config = useLoyaltyConfig(reservation?.restaurantId);
  const callables = useCallables();
  const toast = useToast();
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState(false);

  if (reservation === undefined) return <PageLoader label={RESERVATION_MESSAGES.loading} />;
  if (reservation === null) {
    return (
      <main className="page page--centered">
        <h1>{RESERVATION_MESSAGES.notFound}</h1>
        <button type="button" className="button button--primary" onClick={() => navigate(paths.reservations)}>
          Retour
        </button>
      </main>
    );
  }
  const current = reservation;

  async function markCompleted(amountSpent: number | null) {
    toast.info(MARK_COMPLETED.progressToast);
    try {
      await callables.setReservationStatus({
        reservationId: current.id,
        status: 'COMPLETED',
        ...(amountSpent !== null ? { amountSpent } : {}),
      });
      await new Promise((resolve) => setTimeout(resolve, REVIEW_TOAST_DELAY_MS));
      toast.success(MARK_COMPLETED.successToast);
    } catch {
      toast.error(MARK_COMPLETED.errorToast);
    }
  }

  async function save(form: EditReservationForm, status: ReservationStatus) {
    const update = () =>
      callables.updateReservation({ reservationId: current.id, changes: form, syncCustomer: false });
    const setStatus = async () => {
      if (status !== current.status)
        await callables.setReservationStatus({ reservationId: current.id, status });
    };
    // The server checks a status against the booking's date and time: leaving a status bound to them
    // (seated, completed, no-show) for one that is not, the status changes first, so that a seated booking
    // moved to a later day is no longer seated when its date changes; otherwise the date is saved first
    // (a status bound to the day is then checked at the new date, and e-mails carry it).
    const timed = (s: ReservationStatus) => [...FROM_DAY_STATUSES, ...FROM_TIME_STATUSES].includes(s);
    try {
      if (timed(current.status) && !timed(status)) {
        await setStatus();
        await update();
      } else {
        await update();
        await setStatus();
      }
      toast.success(RESERVATION_MESSAGES.updatedWithSuccess);
    } catch (error) {
      const detail = toUserMessage(error, RESERVATION_MESSAGES.detailUpdateError);
      toast.error(
        RESERVATION_MESSAGES.detailUpdateError,
        detail !== RESERVATION_MESSAGES.detailUpdateError ? { title: detail } : {},
      );
      throw error;
    }
  }

  return (
    <main className="page">
      <ReservationDetailScreen
        reservation={current}
        currentUid={session.staff.uid}
        loyaltyConfig={config}
        onMarkCompleted={markCompleted}
        onSave={save}
        onTables={() => setAssigning(true)}
      />
      {assigning ? (
        <TableAssignmentModal
          restaurantId={current.restaurantId}
          reservation={current}
          date={current.date}
          onClose={() => setAssigning(false)}
        />
      ) : null}
    </main>
  );
}
