import { describe, expect, it } from 'vitest';
import { phoneVariants } from './phone-variants';

describe('phone spellings for the lookup', () => {
  it('covers the usual ways a French number is written', () => {
    expect(phoneVariants('06 11 22 33 44')).toEqual(
      expect.arrayContaining([
        '0611223344',
        '06 11 22 33 44',
        '06.11.22.33.44',
        '06-11-22-33-44',
        '+33611223344',
        '+33 6 11 22 33 44',
      ]),
    );
    expect(phoneVariants('+33 6 11 22 33 44')).toContain('0611223344');
    expect(phoneVariants('12345678')).toEqual(['12345678']);
  });
});
