import {
  RESERVATION_MESSAGES,
  classifyService,
  toParisDateTime,
  type StaffCreateReservationInput,
  type TimelineService,
} from '@app/domain';
import { ErrorBoundary, now, useToast } from '@app/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { NewReservationForm } from '../features/reservations/components/new-reservation-form';
import { useRestaurantCustomers } from '../features/reservations/hooks/use-restaurant-customers';
import { useStaffCreateReservation } from '../features/reservations/hooks/use-staff-create-reservation';
import { TimelineScreen } from '../features/timeline/components/timeline-screen';
import { todayIso } from '../lib/dates';
import { toUserMessage } from '../lib/error-message';
import { FormSubmitError, callableErrorField } from '../lib/form-submit-error';
import { tableClashOf } from '../lib/table-clash';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SERVICES: readonly TimelineService[] = ['lunch', 'dinner', 'all'];

/** The service a timeline opens on: today's current one (lunch until 15:00), else the dinner. */
function defaultService(date: string, today: string): TimelineService {
  if (date !== today) return 'dinner';
  const time = toParisDateTime({ at: now() }).time;
  const service = classifyService({ time });
  return service === 'other' ? (time < '11:00' ? 'lunch' : 'dinner') : service;
}

/**
 * /app/planning?date=…&service=…: the service timeline of the selected restaurant (issue 48), and the staff
 * booking form a free cell's « Réservation par téléphone » opens at that table and time.
 */
export function Component() {
  const session = useStaffSession();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const asked = params.get('date') ?? '';
  const date = ISO_DATE.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  const askedService = params.get('service') as TimelineService | null;
  const service =
    askedService && SERVICES.includes(askedService) ? askedService : defaultService(date, today);
  const restaurantId = session.restaurant?.id ?? null;
  const [phone, setPhone] = useState<{ table: string; time: string } | null>(null);
  const customers = useRestaurantCustomers(phone ? restaurantId : null);
  const createReservation = useStaffCreateReservation();
  const navigate = (next: { date?: string; service?: TimelineService }) =>
    setParams({ date: next.date ?? date, service: next.service ?? service }, { replace: true });

  async function create(input: StaffCreateReservationInput & { force?: boolean }) {
    try {
      await createReservation.mutateAsync(input);
      toast.success(RESERVATION_MESSAGES.created);
      setPhone(null);
    } catch (error) {
      const clash = tableClashOf(error);
      if (clash) throw new FormSubmitError(clash.message, undefined, { tableClash: true });
      const field = callableErrorField(error);
      if (field) throw new FormSubmitError(toUserMessage(error), field);
      const message = RESERVATION_MESSAGES.creationError(toUserMessage(error, ''));
      toast.error(message);
      throw new FormSubmitError(message);
    }
  }

  if (!restaurantId) {
    return (
      <main className="page">
        <div className="empty-state">
          <h1>Planning</h1>
          <strong>{RESERVATION_MESSAGES.noRestaurant}</strong>
          <Link className="button button--primary" to={paths.settings}>
            Aller aux réglages
          </Link>
        </div>
      </main>
    );
  }
  return (
    <main className="page tl-page">
      <TimelineScreen
        key={restaurantId}
        restaurantId={restaurantId}
        date={date}
        today={today}
        service={service}
        onDateChange={(next) => navigate({ date: next })}
        onServiceChange={(next) => navigate({ service: next })}
        onPhoneBooking={(table, time) => setPhone({ table, time })}
      />
      <ErrorBoundary onClose={() => setPhone(null)}>
        {phone ? (
          <NewReservationForm
            restaurantId={restaurantId}
            date={date}
            today={today}
            tableId={phone.table}
            time={phone.time}
            customers={customers}
            onSubmit={create}
            onClose={() => setPhone(null)}
          />
        ) : null}
      </ErrorBoundary>
    </main>
  );
}
