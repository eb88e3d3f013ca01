import type { Reservation } from '../schemas/reservation';

type ProposalFields = Pick<Reservation, 'tableId' | 'tableProposal' | 'tableLock'>;

/**
 * Whether the booking's tables are the engine's proposal staff have not touched (« Table proposée »): proposed,
 * not locked by staff, and still the tables stored (a proposal that no longer names `tableId` is not one).
 */
export function isTableProposal(reservation: ProposalFields): boolean {
  const { tableProposal, tableLock, tableId } = reservation;
  return !!tableProposal && !tableLock && tableId.trim() !== '' && tableProposal.tables === tableId;
}

/**
 * Whether the engine may give the booking a table: confirmed, not archived, holding no table, and never touched
 * by staff (a table staff removed stays removed).
 */
export function canProposeTables(
  reservation: ProposalFields & Pick<Reservation, 'status' | 'archived'>,
): boolean {
  return (
    reservation.status === 'CONFIRMED' &&
    !reservation.archived &&
    !reservation.tableLock &&
    reservation.tableId.trim() === ''
  );
}
