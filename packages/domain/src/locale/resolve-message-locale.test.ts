import { describe, expect, it } from 'vitest';
import { resolveMessageLocale } from './resolve-message-locale';

describe('resolveMessageLocale', () => {
  it("speaks the booking's language first", () => {
    expect(
      resolveMessageLocale({
        reservation: { locale: 'en' },
        guest: { locale: 'de' },
        venue: { defaultLocale: 'es' },
      }),
    ).toBe('en');
  });

  it("else the language the venue's view of the guest keeps", () => {
    expect(
      resolveMessageLocale({
        reservation: { locale: undefined },
        guest: { locale: 'de' },
        venue: { defaultLocale: 'en' },
      }),
    ).toBe('de');
    expect(resolveMessageLocale({ guest: { locale: 'es' } })).toBe('es');
  });

  it("else the venue's default, else French", () => {
    expect(resolveMessageLocale({ reservation: {}, guest: null, venue: { defaultLocale: 'en' } })).toBe('en');
    expect(resolveMessageLocale({ reservation: null, guest: {}, venue: {} })).toBe('fr');
    expect(resolveMessageLocale({})).toBe('fr');
  });

  it('passes over a stored value it does not speak rather than failing', () => {
    expect(resolveMessageLocale({ reservation: { locale: 'pt' }, guest: { locale: 'de' } })).toBe('de');
  });
});
