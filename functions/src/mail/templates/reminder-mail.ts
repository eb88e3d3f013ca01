import { formatLongDate } from '@app/i18n/formats';
import { buildBookingAnswerUrl } from '../booking-links';
import {
  inMailLanguage,
  detailsTable,
  detailsText,
  directButton,
  escapeHtml,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';
import type { MailDataByType } from '../mail-types';
import { calendarLink } from './reservation-mails';

/** The two one-tap answers of the reminder, in French (the mail writes them in its language: mail.reminder*). */
export const REMINDER_CONFIRM_LABEL = 'Je confirme ma venue';
export const REMINDER_CANCEL_LABEL = "J'annule ma réservation";

/**
 * The reminder before a CONFIRMED booking: its summary with the restaurant's address, two big buttons that
 * answer in one tap (signed links to the portal's answer page, valid once each until the booking's time) and
 * the calendar link. The buttons go straight to the portal, not through /track: the signed link is the diner's.
 */
export function renderReminder(ctx: MailContext, data: MailDataByType['reminder']): RenderedMail {
  // In the booking's language (issue 51).
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const longDate = formatLongDate(ctx.locale, data.date) || data.date;
  const address = ctx.restaurant?.address ?? '';
  const rows: [string, string][] = [
    [t('mail.restaurant'), restaurant],
    [t('mail.date'), longDate],
    [t('mail.time'), data.time],
    [t('mail.partySize'), t('mail.guests', { count: data.partySize })],
  ];
  if (address) rows.push([t('mail.address'), address]);
  const booking = { reservationId: data.reservationId, date: data.date, time: data.time };
  const confirmUrl = inMailLanguage(
    ctx,
    buildBookingAnswerUrl(ctx.urls.portal, booking, 'confirm', ctx.linkSecret),
  );
  const cancelUrl = inMailLanguage(
    ctx,
    buildBookingAnswerUrl(ctx.urls.portal, booking, 'cancel', ctx.linkSecret),
  );
  const intro = t('mail.reminderIntro', { restaurant });
  const cannot = t('mail.reminderCannot');
  const confirmLabel = t('mail.reminderConfirm');
  const cancelLabel = t('mail.reminderCancel');
  const hello = t('mail.hello', { name: data.customerName });
  const calendar = calendarLink(ctx, data);
  return {
    subject: t('mail.reminderSubject', { restaurant, date: longDate, time: data.time }),
    html: layout(ctx, {
      title: t('mail.reminderTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}${directButton(ctx, confirmLabel, confirmUrl)}<p style="text-align:center;margin:0">${escapeHtml(cannot)}</p>${cancelButton(cancelLabel, cancelUrl)}${calendar.html}`,
    }),
    text: `${hello}\n\n${intro}\n\n${detailsText(rows)}\n\n${t('mail.answerLine', { label: confirmLabel, url: confirmUrl })}\n\n${t('mail.answerLine', { label: cancelLabel, url: cancelUrl })}${calendar.text}`,
  };
}

/** The cancel button: as big as the other, outlined so that the two are told apart at a glance. */
function cancelButton(label: string, href: string): string {
  return `<p style="text-align:center;margin:20px 0 28px"><a href="${escapeHtml(href)}" style="background:#ffffff;color:#b91c1c;border:2px solid #b91c1c;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}
