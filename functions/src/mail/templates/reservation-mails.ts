import { WALK_IN_REVIEW_ID } from '@app/domain';
import { formatLongDate } from '@app/i18n/formats';
import { buildBookingCalendarUrl } from '../booking-links';
import type { MailDataByType, ReservationMailData } from '../mail-types';
import { changeLinks } from './change-links';
import {
  inMailLanguage,
  button,
  detailsTable,
  detailsText,
  escapeHtml,
  joinUrl,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';

/**
 * Reservation mails: request received, confirmation, cancellation, refusal, review request. Each speaks the
 * booking's language (issue 51: ctx.locale, the `mail` catalogue).
 */

/** The booking's rows (restaurant, date, time, party, terrace, requests) in the mail's language. */
export function summary(
  ctx: Pick<MailContext, 'i18n' | 'locale'>,
  data: ReservationMailData,
): [string, string][] {
  const { t } = ctx.i18n;
  const rows: [string, string][] = [
    [t('mail.restaurant'), data.restaurantName],
    [t('mail.date'), formatLongDate(ctx.locale, data.date) || data.date],
    [t('mail.time'), data.time],
    [t('mail.partySize'), t('mail.guests', { count: data.partySize })],
  ];
  if (data.terrace) rows.push([t('mail.terrace'), t('mail.terraceAsked')]);
  if (data.specialRequests?.trim()) rows.push([t('mail.specialRequests'), data.specialRequests.trim()]);
  return rows;
}

/** « Ajouter à mon agenda »: the booking's signed .ics link, when the mail knows which booking it is about. */
export function calendarLink(ctx: MailContext, data: ReservationMailData): { html: string; text: string } {
  if (!data.reservationId) return { html: '', text: '' };
  const url = buildBookingCalendarUrl(
    ctx.urls.functions,
    { reservationId: data.reservationId, date: data.date, time: data.time },
    ctx.linkSecret,
  );
  return {
    html: `<p style="text-align:center;margin:0 0 20px"><a href="${escapeHtml(url)}" style="color:#18181b;text-decoration:underline">${escapeHtml(ctx.i18n.t('mail.calendar'))}</a></p>`,
    text: `\n\n${ctx.i18n.t('mail.calendarLine', { url })}`,
  };
}

function spaceLink(ctx: MailContext): string {
  return joinUrl(ctx.urls.portal, `client/login?email=${encodeURIComponent(ctx.recipientEmail)}`);
}

export function renderConfirmation(ctx: MailContext, data: MailDataByType['confirmation']): RenderedMail {
  const { t } = ctx.i18n;
  const isRequest = data.stage === 'request';
  const restaurant = data.restaurantName;
  const title = isRequest ? t('mail.requestTitle') : t('mail.confirmedTitle');
  const intro = isRequest ? t('mail.requestIntro', { restaurant }) : t('mail.confirmedIntro', { restaurant });
  const hello = t('mail.hello', { name: data.customerName });
  const rows = summary(ctx, data);
  const hold = t('mail.hold');
  // Only a confirmed booking goes in the diner's calendar, with its « Modifier » / « Annuler » links (issue 48).
  const calendar = isRequest ? { html: '', text: '' } : calendarLink(ctx, data);
  const links = isRequest ? { html: '', text: '' } : changeLinks(ctx, data);
  return {
    subject: isRequest
      ? t('mail.requestSubject', { restaurant })
      : t('mail.confirmedSubject', { restaurant }),
    html: layout(ctx, {
      title,
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}<p>${escapeHtml(hold)}</p>${links.html}${calendar.html}${button(ctx, t('mail.viewSpace'), spaceLink(ctx), 'loyalty')}`,
    }),
    text: `${hello}\n\n${intro}\n\n${detailsText(rows)}\n\n${hold}${links.text}${calendar.text}\n\n${t('mail.spaceLine', { url: spaceLink(ctx) })}`,
  };
}

/** « Demande reçue »: the request's acknowledgement, the confirmation's template at its request stage. */
export function renderRequestReceived(
  ctx: MailContext,
  data: MailDataByType['request_received'],
): RenderedMail {
  return renderConfirmation(ctx, { ...data, stage: 'request' });
}

export function renderCancellation(ctx: MailContext, data: MailDataByType['cancellation']): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const rows = summary(ctx, { ...data, specialRequests: '' });
  const intro = t('mail.cancelledIntro', { restaurant });
  const again = t('mail.cancelledAgain');
  const hello = t('mail.hello', { name: data.customerName });
  return {
    subject: t('mail.cancelledSubject', { restaurant }),
    html: layout(ctx, {
      title: t('mail.cancelledTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}<p>${escapeHtml(again)}</p>`,
    }),
    text: `${hello}\n\n${intro}\n\n${detailsText(rows)}\n\n${again}`,
  };
}

/** Refusal of a request: the reason is the sentence staff chose (refuseReservation), never a default. */
export function renderRejection(ctx: MailContext, data: MailDataByType['rejection']): RenderedMail {
  // In the booking's language (issue 51); the reason is staff's own sentence, as written.
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const rows = summary(ctx, { ...data, specialRequests: '' });
  const reason = data.reason.trim();
  const intro = t('mail.rejectedIntro', { restaurant });
  const other = t('mail.rejectedOther');
  const reasonLabel = t('mail.rejectedReason');
  const hello = t('mail.hello', { name: data.customerName });
  const bookUrl = joinUrl(ctx.urls.portal, 'reservation');
  return {
    subject: t('mail.rejectedSubject', { restaurant }),
    html: layout(ctx, {
      title: t('mail.rejectedTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(reasonLabel)}</strong> ${escapeHtml(reason)}</p>${detailsTable(rows)}<p>${escapeHtml(other)}</p>${button(ctx, t('mail.rejectedBook'), bookUrl, 'booking')}`,
    }),
    text: `${hello}\n\n${intro}\n${reasonLabel} ${reason}\n\n${detailsText(rows)}\n\n${other} ${bookUrl}`,
  };
}

/** The review page of a reservation: `{portal}/review/{restaurantId}/{reservationId}`. */
export function reviewUrl(ctx: MailContext, restaurantId: string, reservationId: string): string {
  return joinUrl(
    ctx.urls.portal,
    `review/${encodeURIComponent(restaurantId)}/${encodeURIComponent(reservationId)}`,
  );
}

/** The review page of a visit declared on the tablet: `{portal}/review/{restaurantId}/walkin?visit={visitId}`. */
export function walkInReviewUrl(ctx: MailContext, restaurantId: string, visitId: string): string {
  return inMailLanguage(
    ctx,
    `${reviewUrl(ctx, restaurantId, WALK_IN_REVIEW_ID)}?visit=${encodeURIComponent(visitId)}`,
  );
}

export function renderReviewRequest(ctx: MailContext, data: MailDataByType['review_request']): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const url = inMailLanguage(ctx, reviewUrl(ctx, data.restaurantId, data.reservationId));
  const intro = t('mail.reviewIntro', { restaurant });
  const points = t('mail.reviewPoints');
  const label = t('mail.reviewButton');
  const hello = t('mail.hello', { name: data.customerName });
  return {
    subject: t('mail.reviewSubject', { restaurant }),
    html: layout(ctx, {
      title: t('mail.reviewTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(points)}</p>${button(ctx, label, url, 'reviews')}`,
    }),
    text: `${hello}\n\n${intro}\n${points}\n\n${t('mail.answerLine', { label, url })}`,
  };
}
