import { buildBookingAnswerUrl } from '../booking-links';
import {
  detailsTable,
  detailsText,
  directButton,
  escapeHtml,
  formatLongDate,
  guests,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';
import type { MailDataByType } from '../mail-types';
import { calendarLink } from './reservation-mails';

/** The two one-tap answers of the reminder. */
export const REMINDER_CONFIRM_LABEL = 'Je confirme ma venue';
export const REMINDER_CANCEL_LABEL = "J'annule ma réservation";

/**
 * The reminder before a CONFIRMED booking: its summary with the restaurant's address, two big buttons that
 * answer in one tap (signed links to the portal's answer page, valid once each until the booking's time) and
 * the calendar link. The buttons go straight to the portal, not through /track: the signed link is the diner's.
 */
export function renderReminder(ctx: MailContext, data: MailDataByType['reminder']): RenderedMail {
  const longDate = formatLongDate(data.date);
  const address = ctx.restaurant?.address ?? '';
  const rows: [string, string][] = [
    ['Restaurant', data.restaurantName],
    ['Date', longDate],
    ['Heure', data.time],
    ['Nombre de convives', guests(data.partySize)],
  ];
  if (address) rows.push(['Adresse', address]);
  const booking = { reservationId: data.reservationId, date: data.date, time: data.time };
  const confirmUrl = buildBookingAnswerUrl(ctx.urls.portal, booking, 'confirm', ctx.linkSecret);
  const cancelUrl = buildBookingAnswerUrl(ctx.urls.portal, booking, 'cancel', ctx.linkSecret);
  const intro = `Nous vous rappelons votre réservation chez ${data.restaurantName}. Merci de nous dire d'un geste si vous venez toujours.`;
  const cannot = 'Un empêchement ? Annulez en un clic : la table sera proposée à d’autres convives.';
  const calendar = calendarLink(ctx, data);
  return {
    subject: `Rappel : votre réservation chez ${data.restaurantName} le ${longDate} à ${data.time}`,
    html: layout(ctx, {
      title: 'Rappel de votre réservation',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}${directButton(ctx, REMINDER_CONFIRM_LABEL, confirmUrl)}<p style="text-align:center;margin:0">${escapeHtml(cannot)}</p>${cancelButton(cancelUrl)}${calendar.html}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${detailsText(rows)}\n\n${REMINDER_CONFIRM_LABEL} : ${confirmUrl}\n\n${REMINDER_CANCEL_LABEL} : ${cancelUrl}${calendar.text}`,
  };
}

/** The cancel button: as big as the other, outlined so that the two are told apart at a glance. */
function cancelButton(href: string): string {
  return `<p style="text-align:center;margin:20px 0 28px"><a href="${escapeHtml(href)}" style="background:#ffffff;color:#b91c1c;border:2px solid #b91c1c;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(REMINDER_CANCEL_LABEL)}</a></p>`;
}
