import { describe, expect, it } from 'vitest';
import { mergeNames } from './update-reservation';

describe('mergeNames', () => {
  it('rebuilds the full name from the changed part and the stored one', () => {
    expect(
      mergeNames(
        { customerName: 'Ana Dupont', customerFirstName: 'Ana', customerLastName: 'Dupont' },
        { customerLastName: 'Martin' },
      ),
    ).toEqual({
      customerFirstName: 'Ana',
      customerLastName: 'Martin',
      customerName: 'Ana Martin',
    });
  });

  it('splits a stored full name at the first space when no parts are stored', () => {
    expect(mergeNames({ customerName: 'Jean Pierre Durand' }, { customerFirstName: 'Paul' })).toEqual({
      customerFirstName: 'Paul',
      customerLastName: 'Pierre Durand',
      customerName: 'Paul Pierre Durand',
    });
  });
});
