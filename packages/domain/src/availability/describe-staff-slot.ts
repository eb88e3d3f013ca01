import { STAFF_TIME_MESSAGES } from '../errors';
import type { StaffSlot } from './build-staff-day-slots';

/**
 * The label of a slot in the staff form's time list: « 19:30 · 12 places restantes », « 20:00 · complet »,
 * « 21:00 · fermé ».
 */
export function describeStaffSlot({
  slot,
}: {
  slot: Pick<StaffSlot, 'time' | 'remaining' | 'state'>;
}): string {
  const detail =
    slot.state === 'closed'
      ? STAFF_TIME_MESSAGES.closed
      : slot.state === 'full'
        ? STAFF_TIME_MESSAGES.full
        : STAFF_TIME_MESSAGES.remaining(slot.remaining);
  return `${slot.time} · ${detail}`;
}
