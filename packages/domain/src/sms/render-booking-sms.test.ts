import { describe, expect, it } from 'vitest';
import { countSmsSegments } from './count-sms-segments';
import { countBookingSmsSegments, renderBookingSms } from './render-booking-sms';
import { DEFAULT_SMS_TEXTS, readVenueSmsSettings, VenueSmsSettingsSchema } from './venue-sms-settings';

const values = { restaurant: 'Au Bureau', date: '2026-11-26', time: '20:00', partySize: 2 };

describe('renderBookingSms', () => {
  it('fills the venue text and keeps it GSM-7', () => {
    const text = renderBookingSms(DEFAULT_SMS_TEXTS.confirmation, values);
    expect(text).toBe(
      'Au Bureau : votre table du jeudi 26 novembre à 20:00 pour 2 personnes est confirmée. A bientot !',
    );
    expect(countSmsSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('puts the short links in the reminder, and says « 1 personne »', () => {
    const text = renderBookingSms(DEFAULT_SMS_TEXTS.reminder, {
      ...values,
      partySize: 1,
      confirmLink: 'https://x.fr/l?c=AAA',
      cancelLink: 'https://x.fr/l?c=BBB',
    });
    expect(text).toContain('1 personne.');
    expect(text).toContain("Je confirme : https://x.fr/l?c=AAA J'annule : https://x.fr/l?c=BBB");
  });

  it('counts a text at its longest: the default reminder fits 2 SMS, not 1', () => {
    expect(countBookingSmsSegments(DEFAULT_SMS_TEXTS.confirmation, 'Au Bureau')).toBe(1);
    expect(countBookingSmsSegments(DEFAULT_SMS_TEXTS.reminder, 'Au Bureau')).toBe(2);
    expect(countBookingSmsSegments(`${DEFAULT_SMS_TEXTS.confirmation} 🍷`, 'Au Bureau')).toBe(2);
    expect(countBookingSmsSegments(DEFAULT_SMS_TEXTS.waitlistOffer, 'Au Bureau')).toBe(2);
    expect(countBookingSmsSegments(DEFAULT_SMS_TEXTS.rejection, 'Au Bureau')).toBe(1);
  });

  it('fills the waitlist offer with its link and its end', () => {
    const text = renderBookingSms(DEFAULT_SMS_TEXTS.waitlistOffer, {
      ...values,
      offerLink: 'https://x.fr/l?c=CCC',
      offerEnd: '19:40',
    });
    expect(text).toBe(
      "Au Bureau : une table s'est libérée le jeudi 26 novembre à 20:00 pour 2 personnes. Réservez-la avant 19:40 : https://x.fr/l?c=CCC",
    );
  });
});

describe('VenueSmsSettingsSchema', () => {
  it('starts with every SMS off, 2 SMS at most and the default texts', () => {
    expect(readVenueSmsSettings(undefined)).toEqual({
      confirmation: false,
      reminder: false,
      waitlistOffer: false,
      rejection: false,
      senderName: '',
      maxSegments: 2,
      confirmationText: DEFAULT_SMS_TEXTS.confirmation,
      reminderText: DEFAULT_SMS_TEXTS.reminder,
      waitlistOfferText: DEFAULT_SMS_TEXTS.waitlistOffer,
      rejectionText: DEFAULT_SMS_TEXTS.rejection,
      monthlyCap: 500,
    });
  });

  it('refuses an invalid sender name and a length other than 1 or 2 SMS', () => {
    expect(VenueSmsSettingsSchema.safeParse({ senderName: 'Café Zinc' }).success).toBe(false);
    expect(VenueSmsSettingsSchema.safeParse({ senderName: 'AuBureau75' }).success).toBe(true);
    expect(VenueSmsSettingsSchema.safeParse({ maxSegments: 3 }).success).toBe(false);
  });

  it('takes a monthly cap from 0 to 100 000 SMS, whole', () => {
    for (const monthlyCap of [-1, 1.5, 100_001]) {
      expect(VenueSmsSettingsSchema.safeParse({ monthlyCap }).success).toBe(false);
    }
    expect(VenueSmsSettingsSchema.parse({ monthlyCap: 0 }).monthlyCap).toBe(0);
  });
});
