import { describe, expect, it } from 'vitest';
import { e164Candidates } from './erase-sms-traces';

describe('e164Candidates', () => {
  it('reads a French number however a form wrote it as its one E.164 writing', () => {
    for (const phone of [
      '06 10 00 08 36',
      '0610000836',
      '+33 6 10 00 08 36',
      '0033610000836',
      '06.10.00.08.36',
    ])
      expect(e164Candidates(phone), phone).toEqual(['+33610000836']);
    expect(e164Candidates('+32 470 12 34 56')).toEqual(['+32470123456']);
    expect(e164Candidates('')).toEqual([]);
  });
});
