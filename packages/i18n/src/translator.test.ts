import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain';
import { messages as enErrors } from './locales/en/errors';
import { messages as deErrors } from './locales/de/errors';
import { serverTranslator } from './server';
import { createI18n, translatorOf } from './translator';

describe('the translator', () => {
  it("writes plurals by each language's rules (« 1 guest », « 2 guests »)", () => {
    const en = serverTranslator('en');
    expect(en.t('booking.guests', { count: 1 })).toBe('1 guest');
    expect(en.t('booking.guests', { count: 2 })).toBe('2 guests');
    const fr = serverTranslator('fr');
    expect(fr.t('booking.guests', { count: 1 })).toBe('1 personne');
    expect(fr.t('booking.guests', { count: 2 })).toBe('2 personnes');
    expect(serverTranslator('de').t('booking.guests', { count: 2 })).toBe('2 Gäste');
    expect(serverTranslator('es').t('booking.guests', { count: 1 })).toBe('1 comensal');
  });

  it('formats the numbers inside a plural in the language (« 1,500 guests », « 1.500 Gäste »)', () => {
    expect(serverTranslator('en').t('booking.guests', { count: 1500 })).toBe('1,500 guests');
    expect(serverTranslator('de').t('booking.guests', { count: 1500 })).toBe('1.500 Gäste');
  });

  it('translates a domain message by its French text, values read back from a parameterised one', () => {
    const en = serverTranslator('en');
    expect(en.message(MESSAGES.booking.tableHeld)).toBe('Table held for 15 minutes');
    expect(en.message(MESSAGES.reward.pointsNeeded(150))).toBe('You need 150 points to get this gift');
    expect(serverTranslator('de').message(MESSAGES.tablet.visitTooSoon(3, 12))).toBe(
      '5 Stunden zwischen zwei Besuchen erforderlich! Nächster Besuch möglich in 3 Std. 12 Min. (seit Ihrer letzten Aktivität)',
    );
  });

  it('keeps the French text in French, and a text the catalogue does not know', () => {
    expect(serverTranslator('fr').message(MESSAGES.booking.tableHeld)).toBe(
      'Table réservée pendant 15 minutes',
    );
    expect(serverTranslator('en').message('Un texte que personne n’a traduit')).toBe(
      'Un texte que personne n’a traduit',
    );
  });

  it('reads a catalogue loaded after the translator was made', () => {
    const i18n = createI18n('en');
    const translator = translatorOf(i18n, 'en');
    expect(translator.message(MESSAGES.generic.invalidPhone)).toBe('Numéro de téléphone invalide');
    i18n.load('en', enErrors);
    expect(translator.message(MESSAGES.generic.invalidPhone)).toBe('Invalid phone number');
    expect(translator.has('Numéro de téléphone invalide')).toBe(true);
  });

  it('gives each language its Intl tag', () => {
    expect(translatorOf(createI18n('de', deErrors), 'de').tag).toBe('de-DE');
    expect(serverTranslator('en').tag).toBe('en-GB');
  });
});
