import { formatEuros, formatScanCode } from '@app/domain';
import type { MailDataByType } from '../mail-types';
import {
  button,
  detailsTable,
  detailsText,
  escapeHtml,
  formatPoints,
  joinUrl,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';
import { walkInReviewUrl } from './reservation-mails';

/** Loyalty mails: level up, gift won, gift voucher, walk-in thank-you, tablet welcome. */

/** « 10,00 € » with plain spaces: mail clients and subjects render them alike. */
function euros(amount: number): string {
  return formatEuros({ amount }).replace(/\s/g, ' ');
}

function spaceUrl(ctx: MailContext): string {
  return joinUrl(ctx.urls.portal, `client/login?email=${encodeURIComponent(ctx.recipientEmail)}`);
}

export function renderLevelUp(ctx: MailContext, data: MailDataByType['level_up']): RenderedMail {
  const intro = `Félicitations ! Vous passez du niveau ${data.oldLevel} au niveau ${data.newLevel} chez ${data.restaurantName}.`;
  const rows: [string, string][] = [
    ['Nouveau niveau', data.newLevel],
    ['Points de fidélité', formatPoints(data.loyaltyPoints)],
  ];
  return {
    subject: `🎉 Nouveau niveau ${data.newLevel} - ${data.restaurantName}`,
    html: layout(ctx, {
      title: `Bienvenue au niveau ${data.newLevel} !`,
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}${button(ctx, 'Voir ma carte de fidélité', spaceUrl(ctx), 'loyalty')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${detailsText(rows)}\n\nVotre espace : ${spaceUrl(ctx)}`,
  };
}

export function renderGiftCongratulations(
  ctx: MailContext,
  data: MailDataByType['gift_congratulations'],
): RenderedMail {
  const intro = `Bravo ! Avec ${formatPoints(data.pointsRequired)} points, vous avez gagné votre cadeau n°${data.giftNumber} chez ${data.restaurantName} : ${data.giftEmoji} ${data.giftName}.`;
  const how =
    'Retrouvez votre bon dans votre espace client et présentez-le au restaurant. Il est valable à vie.';
  const url = joinUrl(ctx.urls.portal, 'client/rewards');
  return {
    subject: `🎁 Cadeau #${data.giftNumber} : ${data.giftName} - ${data.restaurantName}`,
    html: layout(ctx, {
      title: `🎁 CADEAU #${data.giftNumber}`,
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>${button(ctx, 'Voir mes récompenses', url, 'loyalty')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n${how}\n\nMes récompenses : ${url}`,
  };
}

export function renderGiftReward(ctx: MailContext, data: MailDataByType['gift_reward']): RenderedMail {
  const rows: [string, string][] = [
    ['Valeur', euros(data.rewardAmount)],
    // The digits the diner reads out or types, never the code's internal prefix.
    ['Code', formatScanCode({ code: data.barcode })],
    ['Points utilisés', formatPoints(data.pointsUsed)],
  ];
  const intro = `Votre bon de réduction chez ${data.restaurantName} est prêt. Présentez ce code au restaurant.`;
  return {
    subject: `Votre bon de ${euros(data.rewardAmount)} - ${data.restaurantName}`,
    html: layout(ctx, {
      title: 'Votre bon de réduction',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p>${detailsTable(rows)}${button(ctx, 'Voir mes récompenses', joinUrl(ctx.urls.portal, 'client/rewards'), 'loyalty')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${detailsText(rows)}`,
  };
}

export function renderWalkInThankYou(
  ctx: MailContext,
  data: MailDataByType['walk_in_thank_you'],
): RenderedMail {
  const url = walkInReviewUrl(ctx, data.restaurantId, data.visitId);
  const intro = `Merci pour votre visite chez ${data.restaurantName} ! Vous gagnez ${formatPoints(data.pointsEarned)} points.`;
  const total = `Votre total : ${formatPoints(data.totalPoints)} points.`;
  return {
    subject: `Merci pour votre visite - ${data.restaurantName}`,
    html: layout(ctx, {
      title: 'Merci pour votre visite !',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(total)}</p>${button(ctx, 'Donner mon avis', url, 'reviews')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n${total}\n\nDonner mon avis : ${url}`,
  };
}

export function renderTabletWelcome(ctx: MailContext, data: MailDataByType['tablet_welcome']): RenderedMail {
  const intro = `Bienvenue dans le programme de fidélité de ${data.restaurantName} ! Votre compte VIP est créé.`;
  const points = `Vous gagnez ${formatPoints(data.pointsEarned)} points ; votre total : ${formatPoints(data.totalPoints)} points.`;
  return {
    subject: `Bienvenue chez ${data.restaurantName} !`,
    html: layout(ctx, {
      title: 'Bienvenue !',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(points)}</p>${button(ctx, 'Accéder à mon espace', spaceUrl(ctx), 'loyalty')}`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n${points}\n\nVotre espace : ${spaceUrl(ctx)}`,
  };
}
