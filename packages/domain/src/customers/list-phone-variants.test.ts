import { describe, expect, it } from 'vitest';
import { listPhoneVariants } from './list-phone-variants';

describe('listPhoneVariants', () => {
  it('covers the usual ways a French number is written, E.164 included', () => {
    const variants = listPhoneVariants({ phone: '06 11 22 33 44' });
    expect(variants).toEqual(
      expect.arrayContaining([
        '0611223344',
        '06 11 22 33 44',
        '06.11.22.33.44',
        '06-11-22-33-44',
        '+33611223344',
        '+33 6 11 22 33 44',
      ]),
    );
    expect(variants.length).toBeLessThanOrEqual(30);
  });

  it('finds the old spellings from the E.164 form now stored, and back', () => {
    expect(listPhoneVariants({ phone: '+33611223344' })).toEqual(
      expect.arrayContaining(['0611223344', '06 11 22 33 44', '06.11.22.33.44']),
    );
    expect(listPhoneVariants({ phone: '+33 6 11 22 33 44' })).toContain('0611223344');
    expect(listPhoneVariants({ phone: '06.11.22.33.44' })).toContain('+33611223344');
  });

  it('keeps other numbers as typed and without separators', () => {
    expect(listPhoneVariants({ phone: '12345678' })).toEqual(['12345678']);
    expect(listPhoneVariants({ phone: '+44 20 7946 0958' })).toEqual(['+44 20 7946 0958', '+442079460958']);
    expect(listPhoneVariants({ phone: '  ' })).toEqual([]);
  });
});
