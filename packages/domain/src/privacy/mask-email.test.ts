import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain only', () => {
    expect(maskEmail({ email: ' Jean.Dupont@Mailinator.com ' })).toBe('j•••@mailinator.com');
    expect(maskEmail({ email: 'élodie@exemple.fr' })).toBe('é•••@exemple.fr');
  });

  it('gives nothing away of something that is no address', () => {
    expect(maskEmail({ email: 'nothing' })).toBe('•••');
    expect(maskEmail({ email: '@exemple.fr' })).toBe('•••');
  });
});
