import { describe, expect, it } from 'vitest';
import { maskContact, maskEmail, maskPhone } from './mask-contact';

describe('contact masking for the tablet', () => {
  it('keeps two letters of the e-mail and its domain', () => {
    expect(maskEmail('marie.dupont@gmail.com')).toBe('ma•••@gmail.com');
    expect(maskEmail('jo@free.fr')).toBe('j•••@free.fr');
    expect(maskEmail('not-an-email')).toBe('');
    // Whole code points (issue 55): an emoji or a letter outside the basic plane is never halved.
    expect(maskEmail('😀😀😀@x.fr')).toBe('😀😀•••@x.fr');
    expect(maskEmail('𝒜b@x.fr')).toBe('𝒜•••@x.fr');
  });

  it('keeps the last two digits of the phone', () => {
    expect(maskPhone('06 12 34 56 78')).toBe('•• •• •• •• 78');
    expect(maskPhone('+33 6-12.34.56.79')).toBe('•• •• •• •• 79');
    expect(maskPhone('12')).toBe('');
  });

  it('prefers the e-mail, falls back to the phone', () => {
    expect(maskContact({ email: 'paul@x.fr', phone: '0611111111' })).toBe('pa•••@x.fr');
    expect(maskContact({ email: '', phone: '0611111112' })).toBe('•• •• •• •• 12');
    expect(maskContact({})).toBe('');
  });
});
