import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkInOrder, firstErrorMessage, isEmptyOrEmail } from './form-checks';

describe('form checks', () => {
  const schema = z.object({ a: z.string(), b: z.string() }).superRefine(
    checkInOrder([
      { ok: (v) => v.a !== '', message: 'A requis', path: 'a' },
      { ok: (v) => v.b !== '', message: 'B requis', path: 'b' },
    ]),
  );

  it('reports only the first failing check, on its path', () => {
    const result = schema.safeParse({ a: '', b: '' });
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({ message: 'A requis', path: ['a'] });
    expect(firstErrorMessage(schema.safeParse({ a: 'x', b: '' }))).toBe('B requis');
    expect(firstErrorMessage(schema.safeParse({ a: 'x', b: 'y' }))).toBeUndefined();
  });

  it('accepts an empty e-mail as "not given"', () => {
    expect(isEmptyOrEmail('')).toBe(true);
    expect(isEmptyOrEmail('a@b.fr')).toBe(true);
    expect(isEmptyOrEmail('a@b')).toBe(false);
  });
});
