import { formatLongDate } from '../format/format-date';
import { countSmsSegments, type SmsSegments } from './count-sms-segments';
import { toSmsText } from './to-sms-text';

/** What a booking SMS says, filled into the venue's text. */
export interface BookingSmsValues {
  restaurant: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm'. */
  time: string;
  partySize: number;
  /** The reminder's short links (absent for the confirmation). */
  confirmLink?: string;
  cancelLink?: string;
  /** The waitlist offer's short link and the time it ends (« 20:30 »). */
  offerLink?: string;
  offerEnd?: string;
}

/** The longest short link a deployment makes (`https://europe-west1-<project>.cloudfunctions.net/l?c=…`). */
export const SMS_LINK_BUDGET = 72;

/** The date without the year: « jeudi 26 novembre ». */
function dayOf(date: string): string {
  return formatLongDate({ date }).replace(/ \d{4}$/, '');
}

/**
 * The venue's text with each {…} filled in: {restaurant}, {date} (« jeudi 26 novembre »), {heure} (« 20:00 »),
 * {personnes} (« 2 personnes »), {confirmer} and {annuler} (the reminder's short links), {lien} and {fin} (the
 * waitlist offer's short link and the time it ends); then made GSM-7 where
 * French allows it (toSmsText), as it will be sent.
 * @example renderBookingSms('{restaurant} : {date} à {heure}', values) // 'Au Bureau : jeudi 26 novembre à 20:00'
 */
export function renderBookingSms(template: string, values: BookingSmsValues): string {
  const filled = template
    .replaceAll('{restaurant}', values.restaurant)
    .replaceAll('{date}', dayOf(values.date))
    .replaceAll('{heure}', values.time)
    .replaceAll('{personnes}', `${values.partySize} ${values.partySize > 1 ? 'personnes' : 'personne'}`)
    .replaceAll('{confirmer}', values.confirmLink ?? '')
    .replaceAll('{annuler}', values.cancelLink ?? '')
    .replaceAll('{lien}', values.offerLink ?? '')
    .replaceAll('{fin}', values.offerEnd ?? '');
  return toSmsText(filled);
}

/**
 * The SMS a venue's text costs at its longest, to show « 1 SMS » / « 2 SMS » as staff type and to refuse a text
 * longer than the venue's limit: the longest date (« mercredi 29 septembre »), a party of 12 and links of
 * {@link SMS_LINK_BUDGET} characters. Answers the segments and the encoding (UCS-2 when a character is not GSM-7).
 */
export function measureBookingSms(template: string, restaurant: string): SmsSegments {
  const link = 'x'.repeat(SMS_LINK_BUDGET);
  return countSmsSegments(
    renderBookingSms(template, {
      restaurant,
      date: '2027-09-29',
      time: '20:00',
      partySize: 12,
      confirmLink: link,
      cancelLink: link,
      offerLink: link,
      offerEnd: '20:30',
    }),
  );
}

/** {@link measureBookingSms}'s segments only. */
export function countBookingSmsSegments(template: string, restaurant: string): number {
  return measureBookingSms(template, restaurant).segments;
}
