import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './form-checks';
import { SaveAutoConfirmRuleInputSchema, UndoConfirmationInputSchema } from './service-inputs';

describe('service inputs', () => {
  it('undoes a confirmation by reservation id, bounded', () => {
    expect(UndoConfirmationInputSchema.parse({ reservationId: 'r1' })).toEqual({ reservationId: 'r1' });
    expect(firstErrorMessage(UndoConfirmationInputSchema.safeParse({}))).toBe('Réservation non trouvée');
    expect(UndoConfirmationInputSchema.safeParse({ reservationId: 'x'.repeat(201) }).success).toBe(false);
  });

  it('saves a whole auto-confirm rule for a restaurant', () => {
    const rule = { enabled: true, maxPartySize: 6, maxSlotFillPercent: 70 };
    expect(SaveAutoConfirmRuleInputSchema.parse({ restaurantId: 'r1', rule })).toEqual({
      restaurantId: 'r1',
      rule,
    });
    expect(
      firstErrorMessage(
        SaveAutoConfirmRuleInputSchema.safeParse({ restaurantId: 'r1', rule: { ...rule, maxPartySize: 0 } }),
      ),
    ).toBe('La taille de groupe confirmée automatiquement est comprise entre 1 et 50 personnes');
    expect(
      SaveAutoConfirmRuleInputSchema.safeParse({ restaurantId: 'r1', rule: { enabled: true } }).success,
    ).toBe(false);
  });
});
