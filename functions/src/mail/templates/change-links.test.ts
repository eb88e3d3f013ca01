import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@app/i18n/server';
import { checkBookingAnswer } from '../booking-links';
import type { MailContext } from '../mail-layout';
import { renderMail } from '../render-mail';

const ctx = (locale: 'fr' | 'en'): MailContext => ({
  trackingId: 't1',
  recipientEmail: 'ana@mail.fr',
  campaignId: '',
  urls: {
    backoffice: 'http://bo.test',
    portal: 'http://portal.test/',
    tablet: 'http://tab.test',
    functions: 'http://fn.test',
  },
  linkSecret: 'secret',
  linksExpire: 1_900_000_000,
  productName: 'Réservations',
  locale,
  i18n: serverTranslator(locale),
});
const booking = {
  customerName: 'Ana',
  restaurantName: 'Chez Ana',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
  reservationId: 'res1',
};
const now = new Date('2026-11-20T10:00:00Z');

/** Issue 48: the confirmation carries « Modifier » / « Annuler » and the calendar; the request carries neither. */
describe('the booking mails’ change links', () => {
  it('gives a confirmed booking signed « Modifier » and « Annuler » links to the portal’s pages', () => {
    const mail = renderMail('confirmation', ctx('fr'), { ...booking, stage: 'confirmed' });
    expect(mail.text).toContain('Modifier : http://portal.test/client/reservation/res1');
    const cancel =
      /Annuler : (http:\/\/portal\.test\/reservation\/reponse\?[^\s]*)/.exec(mail.text)?.[1] ?? '';
    const c = new URL(cancel).searchParams;
    expect(c.get('action')).toBe('cancel');
    expect(
      checkBookingAnswer(
        {
          reservationId: 'res1',
          action: 'cancel',
          expires: Number(c.get('exp')),
          signature: c.get('sig') ?? '',
        },
        'secret',
        now,
      ),
    ).toBe('valid');
    expect(mail.html).toContain('>Modifier</a>');
    expect(mail.text).toContain('Ajouter à mon agenda');
  });

  it('writes them in the booking’s language', () => {
    const mail = renderMail('confirmation', ctx('en'), { ...booking, stage: 'confirmed' });
    expect(mail.html).toContain('>Change</a>');
    expect(mail.html).toContain('>Cancel</a>');
  });

  it('leaves the request’s acknowledgement without calendar or change links', () => {
    const mail = renderMail('request_received', ctx('fr'), booking);
    expect(mail.text).not.toContain('client/reservation');
    expect(mail.text).not.toContain('bookingCalendar');
  });
});
