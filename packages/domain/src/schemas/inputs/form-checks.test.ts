import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedFormText,
  checkInOrder,
  firstErrorMessage,
  isEmptyOrEmail,
  listFieldErrors,
} from './form-checks';

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

  it('lists every faulty field once, first message of each, in the checks order', () => {
    const checks = [
      { ok: (v: { a: string; b: string }) => v.a !== '', message: 'A requis', path: 'a' },
      { ok: (v: { a: string; b: string }) => v.a.length < 3, message: 'A trop long', path: 'a' },
      { ok: (v: { a: string; b: string }) => v.b !== '', message: 'B requis', path: 'b' },
    ];
    expect(listFieldErrors(checks, { a: '', b: '' })).toEqual([
      { path: 'a', message: 'A requis' },
      { path: 'b', message: 'B requis' },
    ]);
    expect(listFieldErrors(checks, { a: 'abcd', b: '' })).toEqual([
      { path: 'a', message: 'A trop long' },
      { path: 'b', message: 'B requis' },
    ]);
    expect(listFieldErrors(checks, { a: 'ab', b: 'c' })).toEqual([]);
  });

  it('bounds a text after trimming, with the given message', () => {
    const text = boundedFormText(3, 'Trop long');
    expect(text.parse('  abc  ')).toBe('abc');
    expect(text.parse(undefined)).toBe('');
    expect(firstErrorMessage(text.safeParse('abcd'))).toBe('Trop long');
  });
});
