/**
 * The service timeline's callables (docs/contracts.md « Service timeline and table proposals », issue 48): a
 * bar moved or stretched, a proposed table kept, a walk-in seated on a free cell. The server validates them
 * again with the domain's input schemas.
 */
import type { KeepTableProposalInput, MoveReservationInput, SeatWalkInInput } from '@app/domain';

/** Answer of `moveReservation`: where the booking now is, until when, and the seats warning if any. */
export interface MoveResult {
  ok: true;
  changed: boolean;
  tableId: string;
  time: string;
  tablesFreeAt: string;
  warning: string | null;
}

export interface TimelineCallables {
  /** A bar dropped on other tables or another time, or stretched; `force` gives tables another booking holds. */
  moveReservation(input: Omit<MoveReservationInput, 'force'> & { force?: boolean }): Promise<MoveResult>;
  /** « Garder » on a « Table proposée »: the engine's table becomes staff's. */
  keepTableProposal(input: KeepTableProposalInput): Promise<{ ok: true; tableId: string; changed: boolean }>;
  /** Guests without a booking seated now at those tables (today only). */
  seatWalkIn(
    input: Omit<SeatWalkInInput, 'force' | 'customerName'> & { force?: boolean; customerName?: string },
  ): Promise<{ reservationId: string; status: 'SEATED' }>;
}

/** Binds the timeline's callables with the staff callables' binder. */
export function bindTimelineCallables(
  bind: <I, R>(name: string) => (input: I) => Promise<R>,
): TimelineCallables {
  return {
    moveReservation: bind('moveReservation'),
    keepTableProposal: bind('keepTableProposal'),
    seatWalkIn: bind('seatWalkIn'),
  };
}
