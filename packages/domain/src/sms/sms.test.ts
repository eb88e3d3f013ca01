import { describe, expect, it } from 'vitest';
import { countSmsSegments, isGsm7Text } from './count-sms-segments';
import { parseSmsReply } from './parse-sms-reply';
import { isValidSmsSenderName, suggestSmsSenderName } from './sms-sender-name';
import { smsRecipientOf } from './sms-recipient';
import { toSmsText } from './to-sms-text';

describe('countSmsSegments', () => {
  it('counts GSM-7 texts as one message up to 160 characters, then 153 a part', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      units: 160,
      segments: 1,
      remaining: 0,
    });
    expect(countSmsSegments('a'.repeat(161)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
    expect(countSmsSegments('').segments).toBe(1);
  });

  it('keeps the French accents of the GSM alphabet in GSM-7 (é è à ù É Ç)', () => {
    expect(countSmsSegments('Réservé à 20h, très bientôt'.replace('ô', 'o')).encoding).toBe('GSM-7');
    expect(isGsm7Text('Ça y est : é è à ù ì ò É')).toBe(true);
  });

  it('counts the extension characters (€ [ ] { } ~ ^ | \\) as two units', () => {
    expect(countSmsSegments('10 €').units).toBe(5);
    expect(countSmsSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSmsSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('sends texts with other characters as UCS-2: 70 code units, then 67 a part, an emoji counting 2', () => {
    expect(countSmsSegments('ê'.repeat(70))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(countSmsSegments('ê'.repeat(71)).segments).toBe(2);
    expect(countSmsSegments('ê'.repeat(134)).segments).toBe(2);
    expect(countSmsSegments('ê'.repeat(135)).segments).toBe(3);
    expect(countSmsSegments('🍷').units).toBe(2);
  });
});

describe('toSmsText', () => {
  it('replaces the accents and typography GSM-7 lacks, so a French text stays at 160 a message', () => {
    const text = 'Vous êtes attendus à 20 h 00 au « Bistrot » : l’équipe vous salue…';
    expect(countSmsSegments(text).encoding).toBe('UCS-2');
    const sent = toSmsText(text);
    expect(sent).toBe('Vous etes attendus à 20 h 00 au " Bistrot " : l\'équipe vous salue...');
    expect(countSmsSegments(sent).encoding).toBe('GSM-7');
  });

  it("keeps a Spanish or German diner's SMS in GSM-7 too (issue 51)", () => {
    const es = toSmsText('The Corner: su mesa del sábado, 5 de diciembre está confirmada. ¡Hasta pronto!');
    expect(es).toBe('The Corner: su mesa del sabado, 5 de diciembre esta confirmada. ¡Hasta pronto!');
    expect(countSmsSegments(es).encoding).toBe('GSM-7');
    const de = toSmsText('Wählen Sie „Stornieren“ für Ihre Änderung');
    expect(de).toBe('Wählen Sie "Stornieren" für Ihre Änderung');
    expect(countSmsSegments(de).encoding).toBe('GSM-7');
  });

  it('leaves a text with an emoji or another script as written (it goes as UCS-2 anyway)', () => {
    expect(toSmsText('À bientôt 🍷')).toBe('À bientôt 🍷');
    expect(toSmsText('Спасибо, à bientôt')).toBe('Спасибо, à bientôt');
  });
});

describe('SMS sender name', () => {
  it('accepts 3 to 11 letters, digits and spaces with at least one letter', () => {
    for (const name of ['AuBureau', 'Au Bureau', 'LePetitZinc', 'Resto75', 'Bar']) {
      expect(isValidSmsSenderName(name), name).toBe(true);
    }
  });

  it('refuses accents, symbols, digits only, more than 11 or fewer than 3 characters', () => {
    for (const name of [
      'Café',
      'Au-Bureau',
      '0612345678',
      'Le Petit Zinc',
      'AB',
      '',
      ' AuBureau',
      'Bar&Co',
    ]) {
      expect(isValidSmsSenderName(name), name).toBe(false);
    }
  });

  it('suggests a valid name from the venue name', () => {
    expect(suggestSmsSenderName('Le Petit Zinc')).toBe('Le Petit Zi');
    expect(suggestSmsSenderName('Café de l’Opéra')).toBe('Cafe de lOp');
    expect(isValidSmsSenderName(suggestSmsSenderName('Brasserie Saint-Étienne'))).toBe(true);
  });
});

describe('parseSmsReply', () => {
  it('reads 1 / OUI as confirm, 9 / NON as cancel, STOP as stop, however typed', () => {
    for (const text of ['1', 'oui', 'Oui !', ' OUI. ', '1.'])
      expect(parseSmsReply(text), text).toBe('confirm');
    for (const text of ['9', 'non', 'Non!']) expect(parseSmsReply(text), text).toBe('cancel');
    for (const text of ['STOP', 'stop', 'Stop SMS', 'arrêt']) expect(parseSmsReply(text), text).toBe('stop');
  });

  it('reads nothing into a sentence or another number', () => {
    for (const text of ['Non merci je viens', 'oui mais en retard', '2', '19', 'ok', '']) {
      expect(parseSmsReply(text), text).toBeNull();
    }
  });
});

describe('smsRecipientOf', () => {
  it('sends to French and foreign mobiles, in E.164', () => {
    expect(smsRecipientOf({ phone: '06 12 34 56 78' })).toEqual({ ok: true, e164: '+33612345678' });
    expect(smsRecipientOf({ phone: '+33 7 81 23 45 67' })).toEqual({ ok: true, e164: '+33781234567' });
    expect(smsRecipientOf({ phone: '+44 7400 123456' })).toEqual({ ok: true, e164: '+447400123456' });
    expect(smsRecipientOf({ phone: '+49 151 23456789' })).toEqual({ ok: true, e164: '+4915123456789' });
  });

  it('never sends to a landline, a VoIP or a special-rate number, nor to no number', () => {
    for (const phone of [
      '01 42 68 00 12',
      '+33142680012',
      '09 51 23 45 67',
      '08 92 68 00 12',
      '+44 20 7946 0958',
    ]) {
      expect(smsRecipientOf({ phone }), phone).toEqual({ ok: false, reason: 'not-mobile' });
    }
    expect(smsRecipientOf({ phone: '' })).toEqual({ ok: false, reason: 'no-phone' });
    expect(smsRecipientOf({ phone: '06 12' })).toEqual({ ok: false, reason: 'invalid' });
  });
});
