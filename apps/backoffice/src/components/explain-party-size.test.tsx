import { describe, expect, it } from 'vitest';
import { explainablePartySizes } from './explain-party-size';

describe('explainablePartySizes', () => {
  it('offers 1 up to the online maximum', () => {
    expect(explainablePartySizes({ maxOnline: 6 })).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('always offers the default party of 2, even where the online maximum is lower', () => {
    expect(explainablePartySizes({ maxOnline: 1 })).toEqual([1, 2]);
    expect(explainablePartySizes({ maxOnline: 0 })).toEqual([1, 2]);
  });
});
