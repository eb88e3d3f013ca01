import { isDateInBookingWindow, isSlotPast, isWithinBookingCutoff } from './booking-window';
import { isSlotClosed, type ClosedSlotLists } from './is-slot-closed';
import { listDaySlots } from './list-day-slots';
import type { TimeSlot } from './opening-hours-schema';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

/** Why an online booking is refused; codes follow the errors' DOMAIN_ERROR_CODES where one exists. */
export type OnlineBookingRefusal =
  | 'online-booking-disabled'
  | 'invalid-party-size'
  | 'outside-booking-window'
  | 'restaurant-closed'
  | 'party-too-large'
  | 'slot-unavailable'
  | 'capacity-exceeded'
  | 'booking-too-late';

/** A refusal with its French words. */
export interface OnlineBookingRefused {
  ok: false;
  reason: OnlineBookingRefusal;
  message: string;
}

function hoursText(hours: number): string {
  return `${hours} ${hours >= 2 ? 'heures' : 'heure'}`;
}

/** The refusal of `reason` in the words a diner reads (the booking delay named for 'booking-too-late'). */
export function refuseOnlineBooking(reason: OnlineBookingRefusal, cutoffHours = 0): OnlineBookingRefused {
  const messages: Record<OnlineBookingRefusal, string> = {
    'online-booking-disabled': 'Les réservations en ligne sont désactivées pour ce restaurant',
    'invalid-party-size': 'Le nombre de convives doit être au moins de 1',
    'outside-booking-window': "Veuillez choisir une date entre aujourd'hui et les 90 prochains jours",
    'restaurant-closed': 'Restaurant fermé à cette date',
    'party-too-large': 'Nombre maximum de convives dépassé',
    'slot-unavailable': 'Créneau plus disponible',
    'capacity-exceeded': 'Créneau plus disponible',
    'booking-too-late': `Les réservations en ligne doivent être faites au moins ${hoursText(cutoffHours)} à l'avance`,
  };
  return { ok: false, reason, message: messages[reason] };
}

/**
 * Every check of an online booking but the capacity, in the order a diner would want to hear them: online
 * booking on, party size, date in the window, restaurant open, party within the online maximum, slot
 * configured, enabled, not closed by staff, not past, outside the cutoff. Both modes (« Par couverts », « Par
 * tables ») run these first; the slot is returned for the capacity check that follows.
 */
export function checkOnlineBookingBasics({
  settings,
  closedSlots,
  date,
  time,
  partySize,
  now,
}: {
  settings: RestaurantBookingSettings;
  closedSlots: ClosedSlotLists | undefined;
  date: string;
  time: string;
  partySize: number;
  now: Date;
}): { ok: true; slot: TimeSlot } | OnlineBookingRefused {
  if (!settings.onlineBookingEnabled) return refuseOnlineBooking('online-booking-disabled');
  if (!Number.isInteger(partySize) || partySize < 1) return refuseOnlineBooking('invalid-party-size');
  if (!isDateInBookingWindow({ date, now })) return refuseOnlineBooking('outside-booking-window');
  const slots = listDaySlots({ openingHours: settings.openingHours, date }).filter((slot) => slot.enabled);
  if (slots.length === 0) return refuseOnlineBooking('restaurant-closed');
  if (partySize > settings.maxOnlineReservation) return refuseOnlineBooking('party-too-large');
  const slot = slots.find((candidate) => candidate.time === time);
  if (!slot || isSlotClosed({ time, closedSlots }) || isSlotPast({ date, time, now }))
    return refuseOnlineBooking('slot-unavailable');
  if (isWithinBookingCutoff({ date, time, now, cutoffHours: settings.bookingCutoffHours })) {
    return refuseOnlineBooking('booking-too-late', settings.bookingCutoffHours);
  }
  return { ok: true, slot };
}
