import { describe, expect, it } from 'vitest';
import { describeStatusMove } from './describe-status-move';

describe('describeStatusMove', () => {
  it('says what each entry gives or takes back', () => {
    expect(describeStatusMove({ effect: 'reservation_completed', countDelta: 1, cancellation: 'none' })).toBe(
      'Réservation honorée',
    );
    expect(
      describeStatusMove({ effect: 'reservation_completed', countDelta: -1, cancellation: 'none' }),
    ).toBe('Visite reprise : la réservation n’est plus terminée');
    expect(describeStatusMove({ effect: 'cancellation', countDelta: 1, cancellation: 'penalty' })).toBe(
      'Annulation tardive',
    );
    expect(describeStatusMove({ effect: 'cancellation', countDelta: 1, cancellation: 'free' })).toBe(
      'Annulation dans les délais : sans pénalité',
    );
    expect(describeStatusMove({ effect: 'cancellation', countDelta: -1, cancellation: 'none' })).toBe(
      'Annulation reprise',
    );
    expect(describeStatusMove({ effect: 'no_show', countDelta: 1, cancellation: 'none' })).toBe('No-show');
    expect(describeStatusMove({ effect: 'no_show', countDelta: 0, cancellation: 'none' })).toBe(
      'No-show repris',
    );
  });
});
