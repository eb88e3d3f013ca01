import { formatLongDate } from '@app/i18n/formats';
import type { MailDataByType } from '../mail-types';
import {
  detailsTable,
  detailsText,
  directButton,
  escapeHtml,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';

/**
 * The waitlist's offer: a table freed at the slot the diner waited for, in the diner's language (issue 51). The
 * button goes straight to the booking page (not through /track): its token books the held table and must not sit
 * in a tracking URL.
 */
export function renderWaitlistOffer(ctx: MailContext, data: MailDataByType['waitlist_offer']): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const rows: [string, string][] = [
    [t('mail.restaurant'), restaurant],
    [t('mail.date'), formatLongDate(ctx.locale, data.date) || data.date],
    [t('mail.time'), data.time],
    [t('mail.partySize'), t('mail.guests', { count: data.partySize })],
  ];
  const intro = t('mail.offerIntro', { restaurant });
  const validity = t('mail.offerValidity', { until: data.expiresAtTime });
  const decline = t('mail.offerDecline');
  const label = t('mail.offerBook');
  const hello = t('mail.hello', { name: data.customerName });
  const subject = t('mail.offerSubject', { restaurant });
  return {
    subject,
    logSubject: subject,
    html: layout(ctx, {
      title: t('mail.offerTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}${directButton(ctx, label, data.offerUrl)}<p>${escapeHtml(validity)}</p><p>${escapeHtml(decline)}</p>`,
    }),
    text: `${hello}\n\n${intro}\n\n${detailsText(rows)}\n\n${t('mail.answerLine', { label, url: data.offerUrl })}\n\n${validity}\n\n${decline}`,
  };
}
