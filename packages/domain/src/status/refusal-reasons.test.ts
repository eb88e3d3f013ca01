import { describe, expect, it } from 'vitest';
import { REFUSAL_LABEL, REFUSAL_REASON_LABELS, REFUSAL_REASONS, refusalSentence } from './refusal-reasons';

describe('refusal reasons', () => {
  it('offers four reasons with their dialog labels', () => {
    expect(REFUSAL_REASONS.map((r) => REFUSAL_REASON_LABELS[r])).toEqual([
      'Complet',
      'Fermeture exceptionnelle',
      'Groupe trop important',
      'Autre',
    ]);
    expect(REFUSAL_LABEL).toBe('Refusée');
  });

  it('gives each fixed reason its mail sentence and "other" the staff text, trimmed', () => {
    expect(refusalSentence({ reason: 'full' })).toBe('Le restaurant est complet pour ce créneau.');
    expect(refusalSentence({ reason: 'closure' })).toBe(
      'Le restaurant est exceptionnellement fermé ce jour-là.',
    );
    expect(refusalSentence({ reason: 'group_too_large' })).toBe(
      'Nous ne pouvons pas accueillir un groupe de cette taille pour ce créneau.',
    );
    expect(refusalSentence({ reason: 'other', otherText: '  Cuisine en travaux.  ' })).toBe(
      'Cuisine en travaux.',
    );
    // A fixed reason ignores a stray text.
    expect(refusalSentence({ reason: 'full', otherText: 'ignoré' })).toBe(
      'Le restaurant est complet pour ce créneau.',
    );
  });
});
