import type { DinerLocale } from '@app/domain';
import { serverTranslator } from '@app/i18n/server';
import { describe, expect, it } from 'vitest';
import type { MailContext } from './mail-layout';
import { renderMail } from './render-mail';

/** The loyalty mails in the mail's language (issue 51): no French word left in English or German. */
const ctxIn = (locale: DinerLocale): MailContext => ({
  trackingId: 't1',
  recipientEmail: 'amy@example.com',
  campaignId: '',
  urls: {
    backoffice: 'http://bo.test',
    portal: 'http://portal.test/',
    tablet: 'http://tab.test',
    functions: 'http://fn.test/p/europe-west1',
  },
  linkSecret: 'secret',
  linksExpire: 1_900_000_000,
  productName: 'Réservations',
  locale,
  i18n: serverTranslator(locale),
});

const FRENCH = /Bonjour|Félicitations|Votre |Merci|Bienvenue|points de fidélité|récompenses|Présentez|Valeur/;

function renderAll(locale: DinerLocale) {
  const ctx = ctxIn(locale);
  const person = { customerName: 'Amy', restaurantName: 'Au Bureau' };
  return [
    renderMail('level_up', ctx, {
      ...person,
      oldLevel: 'Bronze',
      newLevel: 'Gold',
      loyaltyPoints: 120.5,
      rewardPoints: 0,
    }),
    renderMail('gift_congratulations', ctx, {
      ...person,
      giftName: 'Dessert',
      giftEmoji: '🍰',
      giftNumber: 2,
      pointsRequired: 50,
    }),
    renderMail('gift_reward', ctx, { ...person, rewardAmount: 10, barcode: 'RF1234567890', pointsUsed: 100 }),
    renderMail('walk_in_thank_you', ctx, {
      ...person,
      restaurantId: 'r1',
      visitId: 'v1',
      pointsEarned: 10,
      totalPoints: 42.5,
    }),
    renderMail('tablet_welcome', ctx, { ...person, pointsEarned: 5, totalPoints: 5 }),
  ];
}

describe('the loyalty mails in the diner’s language', () => {
  it('keep their French words in French', () => {
    const [levelUp, , voucher, walkIn, welcome] = renderAll('fr');
    expect(levelUp!.subject).toBe('🎉 Nouveau niveau Gold - Au Bureau');
    expect(levelUp!.text).toContain(
      'Félicitations ! Vous passez du niveau Bronze au niveau Gold chez Au Bureau.',
    );
    expect(voucher!.subject).toBe('Votre bon de 10,00 € - Au Bureau');
    expect(walkIn!.text).toContain('Votre total : 42,5 points.');
    expect(welcome!.subject).toBe('Bienvenue chez Au Bureau !');
  });

  it.each<DinerLocale>(['en', 'de', 'es'])('write every one in %s, numbers and euros by Intl', (locale) => {
    const mails = renderAll(locale);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(FRENCH);
      expect(mail.html).toContain(`<html lang="${locale}"`);
    }
    if (locale === 'en') {
      expect(mails[2]!.subject).toBe('Your €10.00 voucher - Au Bureau');
      expect(mails[3]!.text).toContain('Your total: 42.5 points.');
      expect(mails[0]!.text).toContain('Hello Amy,');
    }
    if (locale === 'de') expect(mails[3]!.text).toContain('Ihr Stand: 42,5 Punkte.');
  });

  it('open the review page in the mail’s language: `lang` on a non-French mail’s links, none on a French one', () => {
    const data = {
      customerName: 'Amy',
      restaurantName: 'Au Bureau',
      restaurantId: 'r1',
      reservationId: 'b1',
    };
    expect(renderMail('review_request', ctxIn('de'), data).text).toContain(
      'http://portal.test/review/r1/b1?lang=de',
    );
    expect(renderAll('en')[3]!.text).toContain('http://portal.test/review/r1/walkin?visit=v1&lang=en');
    const french = renderMail('review_request', ctxIn('fr'), data).text;
    expect(french).toContain('http://portal.test/review/r1/b1');
    expect(french).not.toContain('lang=');
  });
});
