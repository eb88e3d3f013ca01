import { MESSAGES } from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { EmptyState, Skeleton, useToast } from '@app/ui';
import { ArrowLeft, CalendarDays } from '@app/ui/icons';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useCustomerSession } from '../../../session/customer-session-context';
import { useMyReservation } from '../api/use-my-reservation';
import { ReservationDetail } from './reservation-detail';
import './reservation-detail.css';

const m = MESSAGES.customerSpace;

/** The message and whether to leave the page (customer-flows §8 "Detail page"): only 'not found' stays. */
function describeFailure(error: unknown): { message: string; leave: boolean } {
  if (error instanceof CallableError && error.status === 'not-found')
    return { message: m.reservationNotFound, leave: false };
  if (error instanceof CallableError && error.status === 'permission-denied')
    return { message: m.accessDenied, leave: true };
  return { message: m.loadReservationError, leave: true };
}

/** `/client/reservation/{id}`: loading, the detail, or the spec's errors with their redirect to /client. */
export function ReservationScreen({ reservationId }: { reservationId: string }) {
  const session = useCustomerSession();
  const toast = useToast();
  const navigate = useNavigate();
  const query = useMyReservation(reservationId);
  const failure = query.error ? describeFailure(query.error) : null;

  useEffect(() => {
    if (reservationId === '') {
      toast.error(m.missingReservationId);
      void navigate(paths.client, { replace: true });
    } else if (failure?.leave) {
      toast.error(failure.message);
      void navigate(paths.client, { replace: true });
    }
  }, [reservationId, failure?.leave, failure?.message, navigate, toast]);

  return (
    <>
      <Link className="back-link-top" to={paths.clientSpace}>
        <ArrowLeft aria-hidden="true" className="link-button__icon" />
        Mon espace
      </Link>
      {query.isPending && reservationId !== '' && <Skeleton lines={6} label="Chargement de la réservation" />}
      {failure && !failure.leave && (
        <EmptyState
          icon={CalendarDays}
          headingLevel={2}
          title={failure.message}
          description="Elle a peut-être été supprimée. Retrouvez vos réservations dans votre espace."
          action={<Link to={paths.clientSpace}>Retour à mon espace</Link>}
        />
      )}
      {query.data && <ReservationDetail reservation={query.data} email={session.email} />}
    </>
  );
}
