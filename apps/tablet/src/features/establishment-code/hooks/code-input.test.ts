import { MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { readCode, typedCode } from './code-input';

describe('typedCode', () => {
  it('upper-cases as typed and keeps 6 characters', () => {
    expect(typedCode('2abc')).toBe('2ABC');
    expect(typedCode('2abc9fz')).toBe('2ABC9F');
  });
});

describe('readCode', () => {
  it('accepts 3 to 6 letters or digits, trimmed and upper-cased', () => {
    expect(readCode(' c9f ')).toEqual({ ok: true, code: 'C9F' });
    expect(readCode('2ABC9F')).toEqual({ ok: true, code: '2ABC9F' });
  });

  it('asks for a valid code under 3 characters or with other signs', () => {
    const invalid = { ok: false, message: MESSAGES.tablet.invalidEstablishmentCode };
    expect(readCode('')).toEqual(invalid);
    expect(readCode('AB')).toEqual(invalid);
    expect(readCode('AB-C')).toEqual(invalid);
    expect(MESSAGES.tablet.invalidEstablishmentCode).toBe('Veuillez entrer un code valide');
  });
});
