import {
  SERVICE_MODAL_TITLES,
  STAFF_RESERVATION_TIMES,
  STAFF_TIME_MESSAGES,
  checkStaffBookingTime,
  describeStaffSlot,
} from '@app/domain';
import { StatusIcon } from '../../../components/status-icon';
import type { StaffDaySlotsState } from '../hooks/use-staff-day-slots';
import { FieldError } from './field-error';

export interface ReservationTimeFieldProps {
  value: string;
  onChange(time: string): void;
  partySize: number;
  slots: StaffDaySlotsState;
  /** The field's error (required, format), shown under it. */
  error?: string | undefined;
}

const ID = 'new-time';

/** What the restaurant planned for the day, said under the list: closed day or services, loading, unreadable. */
function dayHints(slots: StaffDaySlotsState): string[] {
  if (slots.status === 'loading') return [STAFF_TIME_MESSAGES.loading];
  if (slots.status === 'error') return [STAFF_TIME_MESSAGES.unavailable];
  if (slots.daySlots.dayClosed) return [STAFF_TIME_MESSAGES.dayClosed];
  return slots.daySlots.closedServices.map((service) =>
    STAFF_TIME_MESSAGES.serviceClosed(SERVICE_MODAL_TITLES[service]),
  );
}

/**
 * 'Heure *' of the new-reservation form: the day's slots with the covers left (« 19:30 · 12 places
 * restantes », « complet », « fermé »), then every other time of the spec's fixed list under « Autre heure ».
 * Choosing a time off the open slots, or a party above the covers left, shows a warning that does not block.
 */
export function ReservationTimeField({
  value,
  onChange,
  partySize,
  slots,
  error,
}: ReservationTimeFieldProps) {
  const daySlots = slots.status === 'ready' ? slots.daySlots.slots : [];
  const slotTimes = new Set(daySlots.map((slot) => slot.time));
  const otherTimes = STAFF_RESERVATION_TIMES.filter((time) => !slotTimes.has(time));
  const hints = dayHints(slots);
  const warning =
    slots.status === 'ready' && value !== ''
      ? checkStaffBookingTime({ daySlots: slots.daySlots, time: value, partySize })
      : null;
  const describedBy = [
    error ? `${ID}-error` : '',
    hints.length > 0 ? `${ID}-hint` : '',
    warning ? `${ID}-warning` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field">
      <label htmlFor={ID}>
        Heure<span aria-hidden="true"> *</span>
      </label>
      <select
        id={ID}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{STAFF_TIME_MESSAGES.choose}</option>
        {daySlots.length > 0 ? (
          <optgroup label={STAFF_TIME_MESSAGES.daySlots}>
            {daySlots.map((slot) => (
              <option key={slot.time} value={slot.time} data-state={slot.state}>
                {describeStaffSlot({ slot })}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={STAFF_TIME_MESSAGES.otherTime}>
          {otherTimes.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </optgroup>
      </select>
      <FieldError id={`${ID}-error`} message={error} />
      {hints.length > 0 ? (
        <p id={`${ID}-hint`} className="field-hint" data-testid="time-hint">
          {hints.join(' · ')}
        </p>
      ) : null}
      {/* Always present, so that a warning appearing is announced. */}
      <div role="status" aria-live="polite" data-testid="time-warning">
        {warning ? (
          <p id={`${ID}-warning`} className="field-warning">
            <StatusIcon kind="warning" />
            {STAFF_TIME_MESSAGES.offSlotWarning}
          </p>
        ) : null}
      </div>
    </div>
  );
}
