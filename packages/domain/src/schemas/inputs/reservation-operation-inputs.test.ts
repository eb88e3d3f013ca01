import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage } from './form-checks';
import {
  AssignTablesInputSchema,
  CancelMyReservationInputSchema,
  MoveReservationTableInputSchema,
  SetClosedSlotsInputSchema,
  SetReservationStatusInputSchema,
} from './reservation-operation-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

describe('reservation operations', () => {
  it('sets an upper-case status with an optional reason', () => {
    expect(SetReservationStatusInputSchema.parse({ reservationId: 'r1', status: 'NO_SHOW' })).toEqual({
      reservationId: 'r1',
      status: 'NO_SHOW',
    });
    expect(
      SetReservationStatusInputSchema.safeParse({ reservationId: 'r1', status: 'no_show' }).success,
    ).toBe(false);
    expect(msg(SetReservationStatusInputSchema, { status: 'SEATED' })).toBe('Réservation non trouvée');
  });

  it('requires at least one table unless unassigning', () => {
    expect(msg(AssignTablesInputSchema, { reservationId: 'r1', tables: [] })).toBe(
      'Veuillez sélectionner au moins une table',
    );
    expect(AssignTablesInputSchema.parse({ reservationId: 'r1', tables: ['3', '4'] }).tables).toEqual([
      '3',
      '4',
    ]);
    expect(AssignTablesInputSchema.safeParse({ reservationId: 'r1', unassign: true }).success).toBe(true);
    expect(msg(MoveReservationTableInputSchema, { reservationId: 'r1', table: ' ' })).toBe(
      'Veuillez sélectionner au moins une table',
    );
  });

  it('cancels with a reservation id', () => {
    expect(msg(CancelMyReservationInputSchema, {})).toBe('ID de réservation manquant');
    expect(CancelMyReservationInputSchema.safeParse({ reservationId: 'r1' }).success).toBe(true);
  });

  it('saves closed slots per restaurant and date', () => {
    expect(
      SetClosedSlotsInputSchema.parse({ restaurantId: 'r1', date: '2026-11-22', lunch: ['12:00'] }),
    ).toEqual({
      restaurantId: 'r1',
      date: '2026-11-22',
      lunch: ['12:00'],
      dinner: [],
    });
    expect(msg(SetClosedSlotsInputSchema, { restaurantId: '', date: '2026-11-22' })).toBe(
      '❌ Aucun restaurant sélectionné',
    );
    expect(
      SetClosedSlotsInputSchema.safeParse({ restaurantId: 'r1', date: '2026-11-22', dinner: ['8pm'] })
        .success,
    ).toBe(false);
  });
});
