import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG as config } from '../loyalty/loyalty-config-schema';
import { describeLeavingCompleted } from './describe-leaving-completed';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
const now = new Date('2026-11-22T21:00:00.000Z');
const booking = {
  customerEmail: 'ana@example.fr',
  customerPhone: '',
  date: '2026-11-22',
  time: '19:30',
  amountSpent: 86.5,
  statusCredit: { reservation_completed: { points: 5, counted: 1, revision: 1 } },
  billCredit: { amount: 86.5, covers: 2, points: 8.6, revision: 1 },
};

describe('describeLeavingCompleted', () => {
  it('names what going back to « Installée » takes back', () => {
    const text = describeLeavingCompleted({ reservation: booking, to: 'SEATED', config, now });
    expect(text.title).toBe('Revenir sur « Terminée » ?');
    expect(text.intro).toBe('Passer à « Installée » reprend :');
    expect(text.takesBack.map(plain)).toEqual([
      'les 5,0 points de la visite et la visite comptée',
      'l’addition de 86,50 € et ses 8,6 points',
    ]);
    expect(text.charges).toBeNull();
    expect(text.confirm).toBe('Passer à « Installée »');
    expect(text.keep).toBe('Garder « Terminée »');
  });

  it('adds the penalty of a no-show or of a late cancellation', () => {
    expect(describeLeavingCompleted({ reservation: booking, to: 'NO_SHOW', config, now }).charges).toBe(
      'puis retire 50,0 points pour le no-show',
    );
    expect(describeLeavingCompleted({ reservation: booking, to: 'CANCELLED', config, now }).charges).toBe(
      'puis retire 5,0 points pour l’annulation tardive',
    );
  });

  it('names only the visit and the bill for a guest without a file, and no bill when none was entered', () => {
    const anonymous = { ...booking, customerEmail: '', customerPhone: '' };
    const text = describeLeavingCompleted({ reservation: anonymous, to: 'SEATED', config, now });
    expect(text.takesBack.map(plain)).toEqual(['la visite comptée', 'l’addition de 86,50 €']);
    expect(text.note).toBeNull();
    const unbilled = { ...booking, amountSpent: undefined, billCredit: undefined, statusCredit: undefined };
    expect(
      describeLeavingCompleted({ reservation: unbilled, to: 'CONFIRMED', config, now }).takesBack,
    ).toEqual(['les 5,0 points de la visite et la visite comptée']);
  });
});
