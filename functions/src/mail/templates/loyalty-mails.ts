import { formatScanCode } from '@app/domain';
import { formatEuros, formatNumber } from '@app/i18n/formats';
import type { MailDataByType } from '../mail-types';
import {
  button,
  detailsTable,
  detailsText,
  escapeHtml,
  joinUrl,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';
import { walkInReviewUrl } from './reservation-mails';

/** Loyalty mails: level up, gift won, gift voucher, walk-in thank-you, tablet welcome. */

/** « 10,00 € » in the mail's language (« €10.00 »), with plain spaces: mail clients and subjects render them alike. */
function euros(ctx: MailContext, amount: number): string {
  return formatEuros(ctx.locale, amount).replace(/\s/g, ' ');
}

/** Points as the mail's language writes them (« 2,5 », « 2.5 »), one decimal at most. */
function points(ctx: MailContext, value: number): string {
  return formatNumber(ctx.locale, value, 1);
}

function spaceUrl(ctx: MailContext): string {
  return joinUrl(ctx.urls.portal, `client/login?email=${encodeURIComponent(ctx.recipientEmail)}`);
}

/** « Bonjour Léa, »: the mail's greeting, HTML and text. */
function hello(ctx: MailContext, name: string): { html: string; text: string } {
  const text = ctx.i18n.t('mail.hello', { name });
  return { html: `<p>${escapeHtml(text)}</p>`, text };
}

export function renderLevelUp(ctx: MailContext, data: MailDataByType['level_up']): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const intro = t('mail.levelUpIntro', { oldLevel: data.oldLevel, newLevel: data.newLevel, restaurant });
  const rows: [string, string][] = [
    [t('mail.newLevel'), data.newLevel],
    [t('mail.loyaltyPoints'), points(ctx, data.loyaltyPoints)],
  ];
  const greeting = hello(ctx, data.customerName);
  return {
    subject: t('mail.levelUpSubject', { level: data.newLevel, restaurant }),
    html: layout(ctx, {
      title: t('mail.levelUpTitle', { level: data.newLevel }),
      bodyHtml: `${greeting.html}<p>${escapeHtml(intro)}</p>${detailsTable(rows)}${button(ctx, t('mail.seeLoyaltyCard'), spaceUrl(ctx), 'loyalty')}`,
    }),
    text: `${greeting.text}\n\n${intro}\n\n${detailsText(rows)}\n\n${t('mail.yourSpaceLine', { url: spaceUrl(ctx) })}`,
  };
}

export function renderGiftCongratulations(
  ctx: MailContext,
  data: MailDataByType['gift_congratulations'],
): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const intro = t('mail.giftIntro', {
    points: points(ctx, data.pointsRequired),
    number: data.giftNumber,
    restaurant,
    emoji: data.giftEmoji,
    gift: data.giftName,
  });
  const how = t('mail.giftHow');
  const url = joinUrl(ctx.urls.portal, 'client/rewards');
  const greeting = hello(ctx, data.customerName);
  return {
    subject: t('mail.giftSubject', { number: data.giftNumber, gift: data.giftName, restaurant }),
    html: layout(ctx, {
      title: t('mail.giftTitle', { number: data.giftNumber }),
      bodyHtml: `${greeting.html}<p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>${button(ctx, t('mail.seeRewards'), url, 'loyalty')}`,
    }),
    text: `${greeting.text}\n\n${intro}\n${how}\n\n${t('mail.myRewardsLine', { url })}`,
  };
}

export function renderGiftReward(ctx: MailContext, data: MailDataByType['gift_reward']): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const rows: [string, string][] = [
    [t('mail.voucherValue'), euros(ctx, data.rewardAmount)],
    // The digits the diner reads out or types, never the code's internal prefix.
    [t('mail.voucherCode'), formatScanCode({ code: data.barcode })],
    [t('mail.pointsUsed'), points(ctx, data.pointsUsed)],
  ];
  const intro = t('mail.voucherIntro', { restaurant });
  const greeting = hello(ctx, data.customerName);
  return {
    subject: t('mail.voucherSubject', { amount: euros(ctx, data.rewardAmount), restaurant }),
    html: layout(ctx, {
      title: t('mail.voucherTitle'),
      bodyHtml: `${greeting.html}<p>${escapeHtml(intro)}</p>${detailsTable(rows)}${button(ctx, t('mail.seeRewards'), joinUrl(ctx.urls.portal, 'client/rewards'), 'loyalty')}`,
    }),
    text: `${greeting.text}\n\n${intro}\n\n${detailsText(rows)}`,
  };
}

export function renderWalkInThankYou(
  ctx: MailContext,
  data: MailDataByType['walk_in_thank_you'],
): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const url = walkInReviewUrl(ctx, data.restaurantId, data.visitId);
  const intro = t('mail.walkInIntro', { restaurant, points: points(ctx, data.pointsEarned) });
  const total = t('mail.walkInTotal', { points: points(ctx, data.totalPoints) });
  const greeting = hello(ctx, data.customerName);
  return {
    subject: t('mail.walkInSubject', { restaurant }),
    html: layout(ctx, {
      title: t('mail.walkInTitle'),
      bodyHtml: `${greeting.html}<p>${escapeHtml(intro)}</p><p>${escapeHtml(total)}</p>${button(ctx, t('mail.giveReview'), url, 'reviews')}`,
    }),
    text: `${greeting.text}\n\n${intro}\n${total}\n\n${t('mail.giveReviewLine', { url })}`,
  };
}

export function renderTabletWelcome(ctx: MailContext, data: MailDataByType['tablet_welcome']): RenderedMail {
  const { t } = ctx.i18n;
  const restaurant = data.restaurantName;
  const intro = t('mail.welcomeIntro', { restaurant });
  const earned = t('mail.welcomePoints', {
    points: points(ctx, data.pointsEarned),
    total: points(ctx, data.totalPoints),
  });
  const greeting = hello(ctx, data.customerName);
  return {
    subject: t('mail.welcomeSubject', { restaurant }),
    html: layout(ctx, {
      title: t('mail.welcomeTitle'),
      bodyHtml: `${greeting.html}<p>${escapeHtml(intro)}</p><p>${escapeHtml(earned)}</p>${button(ctx, t('mail.openMySpace'), spaceUrl(ctx), 'loyalty')}`,
    }),
    text: `${greeting.text}\n\n${intro}\n${earned}\n\n${t('mail.yourSpaceLine', { url: spaceUrl(ctx) })}`,
  };
}
