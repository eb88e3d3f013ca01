import { WALK_IN_REVIEW_ID } from '@app/domain';
import { buildBookingCalendarUrl } from '../booking-links';
import type { MailDataByType, ReservationMailData } from '../mail-types';
import {
  button,
  detailsTable,
  detailsText,
  escapeHtml,
  formatLongDate,
  guests,
  joinUrl,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';

/** Reservation mails: request received, confirmation, cancellation, refusal, review request. */

export function summary(data: ReservationMailData): [string, string][] {
  const rows: [string, string][] = [
    ['Restaurant', data.restaurantName],
    ['Date', formatLongDate(data.date)],
    ['Heure', data.time],
    ['Nombre de convives', guests(data.partySize)],
  ];
  if (data.terrace) rows.push(['Terrasse', 'Demandée']);
  if (data.specialRequests?.trim()) rows.push(['Demandes particulières', data.specialRequests.trim()]);
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
    html: `<p style="text-align:center;margin:0 0 20px"><a href="${escapeHtml(url)}" style="color:#18181b;text-decoration:underline">${escapeHtml(CALENDAR_LINK_LABEL)}</a></p>`,
    text: `\n\n${CALENDAR_LINK_LABEL} : ${url}`,
  };
}

/** The calendar link's words. */
export const CALENDAR_LINK_LABEL = 'Ajouter à mon agenda';

function spaceLink(ctx: MailContext): string {
  return joinUrl(ctx.urls.portal, `client/login?email=${encodeURIComponent(ctx.recipientEmail)}`);
}

export function renderConfirmation(ctx: MailContext, data: MailDataByType['confirmation']): RenderedMail {
  const isRequest = data.stage === 'request';
  const title = isRequest ? 'Demande de réservation reçue' : 'Réservation confirmée';
  const intro = isRequest
    ? `Nous avons bien reçu votre demande de réservation chez ${data.restaurantName}. Vous recevrez un e-mail dès qu'elle sera confirmée par le restaurant.`
    : `Votre réservation chez ${data.restaurantName} est confirmée. Nous avons hâte de vous accueillir !`;
  const rows = summary(data);
  const hold = 'Table réservée pendant 15 minutes après l’heure prévue.';
  const calendar = calendarLink(ctx, data);
  return {
    subject: isRequest
      ? `Demande de réservation reçue - ${data.restaurantName}`
      : `Réservation confirmée - ${data.restaurantName}`,
    html: layout(ctx, {
      title,
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}<p>${escapeHtml(hold)}</p>${calendar.html}${button(ctx, 'Voir mon espace client', spaceLink(ctx), 'loyalty')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${detailsText(rows)}\n\n${hold}${calendar.text}\n\nVotre espace client : ${spaceLink(ctx)}`,
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
  const rows = summary({ ...data, specialRequests: '' });
  const intro = `Votre réservation chez ${data.restaurantName} a été annulée.`;
  const again = 'Nous espérons vous accueillir une prochaine fois.';
  return {
    subject: `Réservation annulée - ${data.restaurantName}`,
    html: layout(ctx, {
      title: 'Réservation annulée',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}<p>${escapeHtml(again)}</p>`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${detailsText(rows)}\n\n${again}`,
  };
}

/** Refusal of a request: the reason is the sentence staff chose (refuseReservation), never a default. */
export function renderRejection(ctx: MailContext, data: MailDataByType['rejection']): RenderedMail {
  const rows = summary({ ...data, specialRequests: '' });
  const reason = data.reason.trim();
  const intro = `Nous sommes désolés, votre demande de réservation chez ${data.restaurantName} n'a pas pu être acceptée.`;
  const other = 'N’hésitez pas à choisir un autre créneau.';
  const bookUrl = joinUrl(ctx.urls.portal, 'reservation');
  return {
    subject: `Demande de réservation refusée - ${data.restaurantName}`,
    html: layout(ctx, {
      title: 'Demande de réservation refusée',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p><strong>Motif :</strong> ${escapeHtml(reason)}</p>${detailsTable(rows)}<p>${escapeHtml(other)}</p>${button(ctx, 'Réserver un autre créneau', bookUrl, 'booking')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\nMotif : ${reason}\n\n${detailsText(rows)}\n\n${other} ${bookUrl}`,
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
  return `${reviewUrl(ctx, restaurantId, WALK_IN_REVIEW_ID)}?visit=${encodeURIComponent(visitId)}`;
}

export function renderReviewRequest(ctx: MailContext, data: MailDataByType['review_request']): RenderedMail {
  const url = reviewUrl(ctx, data.restaurantId, data.reservationId);
  const intro = `Merci pour votre visite chez ${data.restaurantName} ! Votre avis compte beaucoup pour nous.`;
  const points = 'Laissez un avis en une minute et gagnez des points de fidélité.';
  return {
    subject: `Votre avis sur ${data.restaurantName}`,
    html: layout(ctx, {
      title: 'Comment s’est passée votre visite ?',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(points)}</p>${button(ctx, 'Donner mon avis', url, 'reviews')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n${points}\n\nDonner mon avis : ${url}`,
  };
}
