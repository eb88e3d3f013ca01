import { isClientReservation } from '../reservations/is-client-reservation';
import { isCancellation, isRefusal } from '../reservations/is-refusal';
import { RESERVATION_SOURCES } from '../schemas/reservation';
import { normalizeReservationStatus } from '../schemas/reservation-status';
import { dayField, numberField, textField, type DayContribution } from './day-contribution';
import { reservationEventContribution } from './reservation-event-contribution';
import { serviceContribution } from './service-contribution';
import type { StatCounters } from './restaurant-stats';
import { coversStatusKey, reservationSourceKey, reservationStatusKey, STAT } from './stat-keys';

/**
 * What a reservation (active or archived) adds on its service `date`: one reservation, its guests, both again
 * under its status, its source (`source_unknown` without one), client or staff booking (client when the stored
 * source is not 'admin', else when nobody is recorded as its author: the analytics rule), and a cancellation or
 * a refusal, and the service report's counters by service and day of the week (serviceContribution); a COMPLETED one with a bill above 0 € adds its euros to the takings, one billed table and its guests.
 * On its creation day it adds the product events it is (reservationEventContribution).
 * An active document flagged `archived` counts nothing: its archive copy counts instead. A document without
 * restaurant, date, guests or known status counts nothing.
 */
export function reservationContribution(
  data: Record<string, unknown>,
  { archiveCopy }: { archiveCopy: boolean },
): DayContribution[] {
  if (!archiveCopy && data.archived === true) return [];
  const restaurantId = textField(data, 'restaurantId');
  const day = dayField(data, 'date');
  const partySize = numberField(data, 'partySize');
  const status = normalizeReservationStatus(textField(data, 'status') ?? '');
  if (!restaurantId || !day || partySize === undefined || !status) return [];
  const storedSource = textField(data, 'source');
  const source = (RESERVATION_SOURCES as readonly string[]).includes(storedSource ?? '')
    ? (storedSource as (typeof RESERVATION_SOURCES)[number])
    : 'unknown';
  const counters: StatCounters = {
    [STAT.reservations]: 1,
    [STAT.covers]: partySize,
    [reservationStatusKey(status)]: 1,
    [coversStatusKey(status)]: partySize,
    [reservationSourceKey(source)]: 1,
    [isClientReservation({ source: storedSource, createdBy: data.createdBy })
      ? STAT.clientReservations
      : STAT.staffReservations]: 1,
  };
  const refusalCandidate = { status, refusal: data.refusal };
  if (isRefusal(refusalCandidate)) counters[STAT.refusals] = 1;
  if (isCancellation(refusalCandidate)) counters[STAT.cancellations] = 1;
  Object.assign(
    counters,
    serviceContribution({
      day,
      time: textField(data, 'time'),
      partySize,
      status,
      cancellation: isCancellation(refusalCandidate),
      refusal: isRefusal(refusalCandidate),
    }),
  );
  const bill = numberField(data, 'amountSpent');
  if (status === 'COMPLETED' && bill !== undefined && bill > 0) {
    counters[STAT.takings] = bill;
    counters[STAT.billedTables] = 1;
    counters[STAT.billedCovers] = partySize;
  }
  return [{ restaurantId, day, counters }, ...reservationEventContribution(data, { restaurantId, status })];
}
