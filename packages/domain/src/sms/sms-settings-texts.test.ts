import { describe, expect, it } from 'vitest';
import { checkSmsTexts, smsTextRefusals } from './check-sms-texts';
import { measureBookingSms } from './render-booking-sms';
import { smsCountLabel } from './sms-settings-texts';
import { DEFAULT_SMS_TEXTS, VenueSmsSettingsSchema } from './venue-sms-settings';

const defaults = VenueSmsSettingsSchema.parse({});

describe('the « Messages » screen’s checks', () => {
  it('accepts the default texts at 2 SMS, and refuses the reminder and the offer at 1 SMS', () => {
    expect(smsTextRefusals(defaults, 'Au Bureau')).toEqual({});
    const refusals = smsTextRefusals({ ...defaults, maxSegments: 1 }, 'Au Bureau');
    expect(refusals.reminderText).toBe('Ce texte fait 2 SMS : 1 SMS au plus');
    expect(refusals.confirmationText).toBeUndefined();
  });

  it('lists every refused text at once, and the server answers the first in the screen’s order', () => {
    const settings = {
      ...defaults,
      reminderText: 'À ce soir',
      waitlistOfferText: 'Une table',
      rejectionText: ' ',
    };
    expect(smsTextRefusals(settings, 'Au Bureau')).toEqual({
      reminderText: 'Le rappel doit garder {confirmer} et {annuler}',
      waitlistOfferText: 'L’offre de table doit garder {lien}',
      rejectionText: 'Ce texte est obligatoire',
    });
    expect(checkSmsTexts(settings, 'Au Bureau')).toEqual({
      field: 'reminderText',
      message: 'Le rappel doit garder {confirmer} et {annuler}',
    });
  });

  it('counts GSM-7 accents as one character, and says when a symbol forces 70 characters a message', () => {
    expect(measureBookingSms(DEFAULT_SMS_TEXTS.confirmation, 'Au Bureau').encoding).toBe('GSM-7');
    const ucs2 = measureBookingSms('{restaurant} vous attend ✓', 'Au Bureau');
    expect(ucs2.encoding).toBe('UCS-2');
    expect(smsCountLabel(ucs2.segments, ucs2.encoding)).toBe(
      '1 SMS · caractères spéciaux : 70 caractères par SMS',
    );
    expect(smsCountLabel(2, 'GSM-7')).toBe('2 SMS');
  });
});
