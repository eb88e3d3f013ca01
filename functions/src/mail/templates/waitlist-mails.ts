import type { MailDataByType } from '../mail-types';
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

/**
 * The waitlist's offer: a table freed at the slot the diner waited for. The button goes straight to the booking
 * page (not through /track): its token books the held table and must not sit in a tracking URL.
 */
export function renderWaitlistOffer(ctx: MailContext, data: MailDataByType['waitlist_offer']): RenderedMail {
  const rows: [string, string][] = [
    ['Restaurant', data.restaurantName],
    ['Date', formatLongDate(data.date)],
    ['Heure', data.time],
    ['Nombre de convives', guests(data.partySize)],
  ];
  const intro = `Bonne nouvelle : une table s'est libérée chez ${data.restaurantName} pour le créneau que vous attendiez.`;
  const validity = `Cette offre est valable 30 minutes, jusqu'à ${data.expiresAtTime}. Passé ce délai, la table sera proposée à la personne suivante.`;
  const decline =
    'Vous ne pouvez plus venir ? Ouvrez le même lien et choisissez « Je ne suis plus disponible » : la table ira tout de suite à la personne suivante.';
  return {
    subject: `Une table s'est libérée chez ${data.restaurantName}`,
    logSubject: `Une table s'est libérée chez ${data.restaurantName}`,
    html: layout(ctx, {
      title: "Une table s'est libérée",
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}${directButton(ctx, 'Réserver cette table', data.offerUrl)}<p>${escapeHtml(validity)}</p><p>${escapeHtml(decline)}</p>`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${detailsText(rows)}\n\nRéserver cette table : ${data.offerUrl}\n\n${validity}\n\n${decline}`,
  };
}
