/**
 * The staff callables (docs/contracts.md): every write of the back office goes through one of them.
 * Input types are the domain's input schemas, which the server validates again.
 */
import type {
  AssignTablesInput,
  MoveReservationTableInput,
  SetClosedSlotsInput,
  SetReservationStatusInput,
  StaffCreateReservationInput,
  UpdateReservationInput,
} from '@app/domain';
import { httpsCallable } from 'firebase/functions';
import type { Functions } from 'firebase/functions';

export interface StaffCallables {
  staffCreateReservation(input: StaffCreateReservationInput): Promise<{ reservationId: string }>;
  updateReservation(input: UpdateReservationInput): Promise<unknown>;
  setReservationStatus(input: SetReservationStatusInput): Promise<unknown>;
  /** `unassign: true` with no table clears the assignment. */
  assignTables(input: AssignTablesInput): Promise<unknown>;
  moveReservationTable(input: MoveReservationTableInput): Promise<unknown>;
  setClosedSlots(input: SetClosedSlotsInput): Promise<unknown>;
}

/** Binds each staff callable to the Functions instance (the local host in embedded mode). */
export function createStaffCallables(functions: Functions): StaffCallables {
  const bind =
    <I, R>(name: string) =>
    async (input: I): Promise<R> =>
      (await httpsCallable<I, R>(functions, name)(input)).data;
  return {
    staffCreateReservation: bind('staffCreateReservation'),
    updateReservation: bind('updateReservation'),
    setReservationStatus: bind('setReservationStatus'),
    assignTables: bind('assignTables'),
    moveReservationTable: bind('moveReservationTable'),
    setClosedSlots: bind('setClosedSlots'),
  };
}
