import { describe, expect, it } from 'vitest';
import { visitsText } from './visits-text';

describe('visitsText', () => {
  it('says how many visits in correct French, and none for a guest who never came', () => {
    expect(visitsText(0)).toBe("Aucune visite dans ce restaurant pour l'instant");
    expect(visitsText(1)).toBe('1 visite dans ce restaurant');
    expect(visitsText(4)).toBe('4 visites dans ce restaurant');
  });
});
