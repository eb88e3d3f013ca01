import { isDateInBookingWindow, isSlotPast, isWithinBookingCutoff } from './booking-window';
import { computeRemainingCovers, type BookedCovers } from './compute-remaining-covers';
import { isSlotClosed, type ClosedSlotLists } from './is-slot-closed';
import { listDaySlots } from './list-day-slots';
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

/** Outcome of the server-side checks of an online booking: the covers left, or why and in which French words it is refused. */
export type OnlineBookingCheck =
  { ok: true; remaining: number } | { ok: false; reason: OnlineBookingRefusal; message: string };

function hoursText(hours: number): string {
  return `${hours} ${hours >= 2 ? 'heures' : 'heure'}`;
}

function refuse(reason: OnlineBookingRefusal, cutoffHours = 0): OnlineBookingCheck {
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
 * Decides on the server whether an online booking can be taken, in the order a diner would want to hear:
 * online booking on, party size, date in the window, restaurant open, party within the online maximum,
 * slot configured, enabled, not closed by staff, not past, outside the cutoff, and enough covers left
 * (slot capacity and the day's maxCapacityPerDay, counting only reservations that hold capacity).
 */
export function checkOnlineBooking({
  settings,
  closedSlots,
  reservations,
  date,
  time,
  partySize,
  now,
}: {
  settings: RestaurantBookingSettings;
  closedSlots: ClosedSlotLists | undefined;
  /** The restaurant's reservations of that date. */
  reservations: readonly BookedCovers[];
  date: string;
  time: string;
  partySize: number;
  now: Date;
}): OnlineBookingCheck {
  if (!settings.onlineBookingEnabled) return refuse('online-booking-disabled');
  if (!Number.isInteger(partySize) || partySize < 1) return refuse('invalid-party-size');
  if (!isDateInBookingWindow({ date, now })) return refuse('outside-booking-window');
  const slots = listDaySlots({ openingHours: settings.openingHours, date }).filter((slot) => slot.enabled);
  if (slots.length === 0) return refuse('restaurant-closed');
  if (partySize > settings.maxOnlineReservation) return refuse('party-too-large');
  const slot = slots.find((candidate) => candidate.time === time);
  if (!slot || isSlotClosed({ time, closedSlots }) || isSlotPast({ date, time, now }))
    return refuse('slot-unavailable');
  if (isWithinBookingCutoff({ date, time, now, cutoffHours: settings.bookingCutoffHours })) {
    return refuse('booking-too-late', settings.bookingCutoffHours);
  }
  const remaining = computeRemainingCovers({
    slotCapacity: slot.maxCapacity,
    maxCapacityPerDay: settings.maxCapacityPerDay,
    time,
    reservations,
  });
  if (remaining < partySize) return refuse('capacity-exceeded');
  return { ok: true, remaining: remaining - partySize };
}
