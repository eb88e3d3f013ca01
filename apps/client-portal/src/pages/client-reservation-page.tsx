import { useParams } from 'react-router-dom';
import { ReservationScreen } from '../features/customer-reservation/components/reservation-screen';

/** Route module for `/client/reservation/{id}` (under the customer guard). */
export function Component() {
  const { reservationId = '' } = useParams();
  return (
    <main className="page page--narrow">
      <ReservationScreen reservationId={reservationId.trim()} />
    </main>
  );
}
