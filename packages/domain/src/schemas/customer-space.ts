import type { CancellationTerms } from '../loyalty/describe-cancellation-terms';
import { z } from 'zod';
import { MESSAGES } from '../errors';
import type { LoyaltyLevelInfo } from '../loyalty/compute-loyalty-level';
import type { ReservationStatus } from './reservation-status';
import { requiredId } from './inputs/form-checks';

/**
 * What the customer space shows (customer-flows §2 "Customer space", "Customer reservation detail"): the cards,
 * bookings and profile it computes from the customer's own documents, read live (packages/data my-space-reads),
 * and a reservation's detail through the `getMyReservation` callable.
 */

/** `getMyReservation`: one of the signed-in customer's reservations, active or archived. */
export const GetMyReservationInputSchema = z.object({
  reservationId: requiredId(MESSAGES.customerSpace.missingReservationId),
});
/** {@link GetMyReservationInputSchema} output type. */
export type GetMyReservationInput = z.output<typeof GetMyReservationInputSchema>;

/** How points are earned at one venue, from its loyalty configuration (never hard-coded in the page). */
export interface MySpaceEarning {
  pointsPerReservation: number;
  pointsPerReview: number;
  pointsForWalkIn: number;
  /** Points per euro spent (0.1 = 1 point per 10 €). */
  pointsPerEuroSpent: number;
  /** Points removed for a no-show (positive number). */
  pointsForNoShow: number;
  /** Points between two gifts. */
  giftInterval: number;
}

/** The loyalty card of one venue where the customer is known. */
export interface MySpaceCard {
  restaurantId: string;
  restaurantName: string;
  restaurantEmoji: string;
  /** Slug of the venue's booking page (`/reservation/{slug}`). */
  restaurantSlug: string;
  /** Balance at this venue, one decimal. */
  points: number;
  level: LoyaltyLevelInfo;
  /** Gifts earned and not yet turned into vouchers. */
  giftsAvailable: number;
  /** Points still missing for the next gift. */
  pointsToNextGift: number;
  earning: MySpaceEarning;
}

/** One line of the space's bookings and visits. */
export interface MySpaceReservation {
  id: string;
  restaurantId: string;
  restaurantName: string;
  date: string;
  time: string;
  partySize: number;
  status: ReservationStatus;
  /** CANCELLED because the restaurant refused the request: the diner reads « Refusée », not « Annulée ». */
  refused?: boolean;
  archived: boolean;
  /** A visit declared on the tablet (no booking behind it). */
  isVisit: boolean;
}

/** The signed-in customer's profile as the space shows and edits it. */
export interface MySpaceProfile {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  postalCode: string;
  emailMarketingConsent: boolean;
  smsMarketingConsent: boolean;
  hasPassword: boolean;
}

/** One entry of a reservation's history as the customer sees it. */
export interface MyReservationHistoryEntry {
  status: string;
  changedAt: string;
  /**
   * The customer's e-mail or 'client' when they made the change, '' for the system; any staff member is
   * 'restaurant' (staff ids and names are not shown to customers).
   */
  changedBy: string;
  /** The entry is the restaurant's refusal of the request (« Refusée »). */
  refused?: boolean;
}

/** `getMyReservation` answer. */
export interface MyReservation {
  id: string;
  restaurantId: string;
  restaurantName: string;
  restaurantAddress: string;
  restaurantPhone: string;
  date: string;
  time: string;
  partySize: number;
  status: ReservationStatus;
  /** CANCELLED because the restaurant refused the request (« Refusée »). */
  refused?: boolean;
  specialRequests: string;
  terrace: boolean;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  statusHistory: MyReservationHistoryEntry[];
  /** CONFIRMED and not started yet (Paris time): the cancel button shows and the server accepts it. */
  canCancel: boolean;
  /**
   * The diner may change the date, time or party size themselves (issue 48: a request or a confirmed booking,
   * before the venue's free cancellation deadline); else `changeRefusal` says why, when it is still to come.
   */
  canChange?: boolean;
  changeRefusal?: string;
  /** With `canCancel`: what cancelling now costs, said in the dialog before the diner confirms (issue 48, defect 3). */
  cancellation?: CancellationTerms;
  /**
   * Signed link to the booking's calendar file (« Ajouter à mon agenda »), for a PENDING or CONFIRMED booking
   * still to come; absent otherwise.
   */
  calendarUrl?: string;
}
