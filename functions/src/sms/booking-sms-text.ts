import { type DinerLocale, renderBookingSms, toSmsText, type BookingSmsValues } from '@app/domain';
import { formatDayAndDate } from '@app/i18n/formats';
import { serverTranslator } from '@app/i18n/server';

/** The booking SMS a venue sends, each with its text in the venue's settings. */
export type BookingSmsKind = 'confirmation' | 'reminder' | 'rejection' | 'waitlistOffer';

const CATALOGUE_ID = {
  confirmation: 'mail.smsConfirmation',
  reminder: 'mail.smsReminder',
  rejection: 'mail.smsRejection',
  waitlistOffer: 'mail.smsOffer',
} as const;

/**
 * A booking SMS in the diner's language (issue 51): in French, the venue's own text (« Établissement » →
 * « Messages »), filled in as before; in English, Spanish or German, the catalogue's text of that kind, whose
 * date, party and wording follow the language (the venue's French wording cannot be translated, and a tourist
 * cannot read it). Made GSM-7 where the language allows it (toSmsText), as it will be sent and counted.
 */
export function bookingSmsText(
  kind: BookingSmsKind,
  venueText: string,
  locale: DinerLocale,
  values: BookingSmsValues,
): string {
  if (locale === 'fr') return renderBookingSms(venueText, values);
  const { t } = serverTranslator(locale);
  const filled = t(CATALOGUE_ID[kind], {
    restaurant: values.restaurant,
    date: formatDayAndDate(locale, values.date) || values.date,
    time: values.time,
    guests: t('mail.guests', { count: values.partySize }),
    confirm: values.confirmLink ?? '',
    cancel: values.cancelLink ?? '',
    link: values.offerLink ?? '',
    until: values.offerEnd ?? '',
  });
  return toSmsText(filled);
}
