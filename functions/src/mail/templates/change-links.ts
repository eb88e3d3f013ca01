import { buildBookingAnswerUrl } from '../booking-links';
import { escapeHtml, inMailLanguage, joinUrl, type MailContext } from '../mail-layout';
import type { ReservationMailData } from '../mail-types';

/**
 * « Modifier » / « Annuler » under a confirmed booking (issue 48): signed links to the portal's pages, which only
 * show the booking; the change or the cancellation is their button's POST, so a mail scanner opening them does
 * nothing. « Annuler » is the reminder's « J'annule » page (the same signed answer link and terms).
 */
export function changeLinks(ctx: MailContext, data: ReservationMailData): { html: string; text: string } {
  if (!data.reservationId) return { html: '', text: '' };
  const { t } = ctx.i18n;
  const booking = { reservationId: data.reservationId, date: data.date, time: data.time };
  // The customer space's detail (sign-in by code) until the portal's signed « Modifier » page is built
  // (readBookingChangeLink / changeBookingByLink are ready for it: buildBookingChangeUrl).
  const changeUrl = inMailLanguage(
    ctx,
    joinUrl(ctx.urls.portal, `client/reservation/${encodeURIComponent(data.reservationId)}`),
  );
  const cancelUrl = inMailLanguage(
    ctx,
    buildBookingAnswerUrl(ctx.urls.portal, booking, 'cancel', ctx.linkSecret),
  );
  const change = t('mail.changeBooking');
  const cancel = t('mail.cancelBooking');
  const intro = t('mail.changeIntro');
  const link = (label: string, href: string, color: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 6px;padding:8px 16px;border:2px solid ${color};border-radius:8px;color:${color};text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
  return {
    html: `<p style="text-align:center;margin:20px 0 8px">${escapeHtml(intro)}</p><p style="text-align:center;margin:0 0 24px">${link(change, changeUrl, '#18181b')}${link(cancel, cancelUrl, '#b91c1c')}</p>`,
    text: `\n\n${intro}\n${t('mail.answerLine', { label: change, url: changeUrl })}\n${t('mail.answerLine', { label: cancel, url: cancelUrl })}`,
  };
}
