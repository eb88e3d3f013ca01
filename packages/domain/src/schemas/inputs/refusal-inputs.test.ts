import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage } from './form-checks';
import { RefuseReservationInputSchema, UndoRefusalInputSchema } from './refusal-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

describe('refusal inputs', () => {
  it('accepts a fixed reason and notifies the diner by default', () => {
    expect(RefuseReservationInputSchema.parse({ reservationId: 'r1', reason: 'closure' })).toEqual({
      reservationId: 'r1',
      reason: 'closure',
      notifyCustomer: true,
    });
    expect(
      RefuseReservationInputSchema.parse({ reservationId: 'r1', reason: 'full', notifyCustomer: false })
        .notifyCustomer,
    ).toBe(false);
  });

  it('requires a trimmed text of at most 300 characters for "other"', () => {
    expect(
      RefuseReservationInputSchema.parse({ reservationId: 'r1', reason: 'other', otherText: '  Travaux ' })
        .otherText,
    ).toBe('Travaux');
    expect(msg(RefuseReservationInputSchema, { reservationId: 'r1', reason: 'other' })).toBe(
      'Veuillez préciser le motif du refus.',
    );
    expect(
      msg(RefuseReservationInputSchema, { reservationId: 'r1', reason: 'other', otherText: '   ' }),
    ).toBe('Veuillez préciser le motif du refus.');
    expect(
      msg(RefuseReservationInputSchema, { reservationId: 'r1', reason: 'other', otherText: 'x'.repeat(301) }),
    ).toBe('Le motif du refus ne peut pas dépasser 300 caractères.');
    expect(
      RefuseReservationInputSchema.safeParse({
        reservationId: 'r1',
        reason: 'other',
        otherText: 'x'.repeat(300),
      }).success,
    ).toBe(true);
  });

  it('refuses an unknown reason, a missing id and a non-boolean notification flag', () => {
    expect(msg(RefuseReservationInputSchema, { reservationId: 'r1', reason: 'busy' })).toBe(
      'Veuillez choisir un motif de refus.',
    );
    expect(msg(RefuseReservationInputSchema, { reason: 'full' })).toBe('Réservation non trouvée');
    expect(msg(RefuseReservationInputSchema, { reservationId: 'x'.repeat(201), reason: 'full' })).toBe(
      'Réservation non trouvée',
    );
    expect(
      RefuseReservationInputSchema.safeParse({ reservationId: 'r1', reason: 'full', notifyCustomer: 'oui' })
        .success,
    ).toBe(false);
  });

  it('undoes a refusal by reservation id', () => {
    expect(UndoRefusalInputSchema.parse({ reservationId: ' r1 ' })).toEqual({ reservationId: 'r1' });
    expect(msg(UndoRefusalInputSchema, { reservationId: '' })).toBe('Réservation non trouvée');
  });
});
