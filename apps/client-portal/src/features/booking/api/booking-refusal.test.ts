import { CallableError } from '@app/data/functions-client';
import { describe, expect, it } from 'vitest';
import { readBookingRefusal } from './booking-refusal';

const now = new Date('2026-11-28T20:10:00Z');

describe('readBookingRefusal', () => {
  it('calls a slot full only on the answer code that says so', () => {
    const full = new CallableError('resource-exhausted', 'Créneau plus disponible', {
      code: 'capacity-exceeded',
    });
    expect(readBookingRefusal(full, now)).toEqual({ kind: 'full', message: 'Créneau plus disponible' });
  });

  it('reads a rate limit as the limit, with when to try again, whatever its French text', () => {
    const limit = new CallableError(
      'resource-exhausted',
      'Trop de tentatives. Réessayez dans quelques minutes.',
      {
        retryInMs: 150_000,
      },
    );
    expect(readBookingRefusal(limit, now)).toEqual({
      kind: 'limit',
      message: 'Trop de tentatives. Réessayez dans 3 minutes.',
    });
    expect(readBookingRefusal(new CallableError('resource-exhausted', 'Trop'), now).kind).toBe('limit');
  });

  it('sends other slot refusals back to the slots without a full-slot panel', () => {
    for (const code of ['slot-unavailable', 'booking-too-late', 'restaurant-closed'])
      expect(readBookingRefusal(new CallableError('failed-precondition', 'Non', { code }), now).kind).toBe(
        'slot',
      );
    expect(
      readBookingRefusal(new CallableError('failed-precondition', 'Offre déjà utilisée'), now).kind,
    ).toBe('slot');
  });

  it('keeps anything else on the form, with the server’s words', () => {
    expect(
      readBookingRefusal(new CallableError('invalid-argument', 'Nombre maximum de convives dépassé'), now),
    ).toEqual({ kind: 'form', message: 'Nombre maximum de convives dépassé' });
    expect(readBookingRefusal(new Error('boom'), now)).toEqual({ kind: 'form', message: 'Erreur inconnue' });
  });
});
