import { isClientReservation } from '../reservations/is-client-reservation';
import { isCancellation, isRefusal } from '../reservations/is-refusal';
import { computePercentage } from './compute-percentage';

/** The part of a reservation the analytics aggregates read. */
export interface AnalysedReservation {
  status: string;
  source?: string;
  createdBy?: string;
  date: string;
  /** Present on a refused request (CANCELLED by staff's refusal), counted apart from cancellations. */
  refusal?: unknown;
}

/** Reservation aggregates of the analytics screen (sources, rates, averages). */
export interface ReservationAnalytics {
  totalReservations: number;
  /** Booked by diners (public link or tablet). */
  clientReservations: number;
  /** Booked by staff. */
  adminReservations: number;
  noShowRate: number;
  /** Cancellations proper (refusals excluded), % of all reservations. */
  cancellationRate: number;
  /** Refused requests ('Refusées'), % of all reservations. */
  refusalRate: number;
  averageReservationsPerDay: number;
  averageReviewsPerReservation: number;
}

/**
 * Performance block of the analytics page: sources, no-show, cancellation and refusal rates (% of all
 * reservations, one decimal; a refused request is not a cancellation), reservations per day over the days
 * that have any, reviews per reservation.
 */
export function computeReservationAnalytics({
  reservations,
  reviewCount,
}: {
  reservations: readonly AnalysedReservation[];
  reviewCount: number;
}): ReservationAnalytics {
  const total = reservations.length;
  const clientReservations = reservations.filter(isClientReservation).length;
  const count = (status: string) => reservations.filter((r) => r.status.toUpperCase() === status).length;
  const days = new Set(reservations.map((r) => r.date)).size;
  return {
    totalReservations: total,
    clientReservations,
    adminReservations: total - clientReservations,
    noShowRate: computePercentage({ part: count('NO_SHOW'), total }),
    cancellationRate: computePercentage({ part: reservations.filter(isCancellation).length, total }),
    refusalRate: computePercentage({ part: reservations.filter(isRefusal).length, total }),
    averageReservationsPerDay: days === 0 ? 0 : Math.round((total / days) * 10) / 10,
    averageReviewsPerReservation: total === 0 ? 0 : Math.round((reviewCount / total) * 100) / 100,
  };
}
