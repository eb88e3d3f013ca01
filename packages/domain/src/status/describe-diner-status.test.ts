import { describe, expect, it } from 'vitest';
import { describeDinerStatus } from './describe-diner-status';

describe('describeDinerStatus', () => {
  it('reads « Refusée » for a refused request and « Annulée » for a cancellation (issue 48, defect 8)', () => {
    expect(describeDinerStatus({ status: 'CANCELLED', refused: true })).toBe('Refusée');
    expect(describeDinerStatus({ status: 'cancelled', refused: true })).toBe('Refusée');
    expect(describeDinerStatus({ status: 'CANCELLED' })).toBe('Annulée');
    expect(describeDinerStatus({ status: 'CANCELLED', refused: false })).toBe('Annulée');
  });

  it('keeps the customer label of every other status, whatever the flag says', () => {
    expect(describeDinerStatus({ status: 'PENDING', refused: true })).toBe('En attente');
    expect(describeDinerStatus({ status: 'CONFIRMED' })).toBe('Confirmée');
    expect(describeDinerStatus({ status: 'inconnu' })).toBe('inconnu');
  });
});
