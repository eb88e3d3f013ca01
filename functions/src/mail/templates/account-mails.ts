import type { MailDataByType } from '../mail-types';
import { buildUnsubscribeQuery } from '../link-signing';
import {
  button,
  directButton,
  escapeHtml,
  joinUrl,
  layout,
  type MailContext,
  type RenderedMail,
} from '../mail-layout';

/** Account mails (login code, staff invitation) and campaigns. */

/** What the e-mail log (read by staff) keeps of a login code's subject: never the code. */
export const LOGIN_CODE_LOG_SUBJECT = 'Code de connexion';
/** The same for a tablet account's confirmation code. */
export const CONFIRMATION_CODE_LOG_SUBJECT = 'Code de confirmation';

export function renderLoginCode(ctx: MailContext, data: MailDataByType['login_code']): RenderedMail {
  if (data.tabletAccount) return renderTabletAccountCode(ctx, data, data.tabletAccount);
  if (data.variant === 'no-account') return renderNoAccount(ctx);
  if (data.variant === 'account-deletion') return renderDeletionCode(ctx, data);
  // In the diner's language (issue 51: the page's language, sent with the request).
  const { t } = ctx.i18n;
  const reset = data.variant === 'password-reset';
  const intro =
    data.variant === 'existing-account'
      ? t('mail.codeExisting')
      : reset
        ? t('mail.resetIntro')
        : t('mail.codeIntro');
  const validity = t('mail.codeValidity');
  const hello = t('mail.hello', { name: data.customerName });
  return {
    subject: reset ? t('mail.resetSubject', { code: data.code }) : t('mail.codeSubject', { code: data.code }),
    logSubject: LOGIN_CODE_LOG_SUBJECT,
    html: layout(ctx, {
      title: reset ? t('mail.resetTitle') : t('mail.codeTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(data.code)}</p><p>${escapeHtml(validity)}</p>`,
    }),
    text: `${hello}\n\n${intro}\n\n${data.code}\n\n${validity}`,
  };
}

/** The code that confirms the deletion of the customer's account and data (art. 17, from the customer space). */
function renderDeletionCode(ctx: MailContext, data: MailDataByType['login_code']): RenderedMail {
  const { t } = ctx.i18n;
  const intro = t('mail.deletionIntro');
  const warning = t('mail.deletionWarning');
  const hello = t('mail.hello', { name: data.customerName });
  return {
    subject: t('mail.deletionSubject', { code: data.code }),
    logSubject: CONFIRMATION_CODE_LOG_SUBJECT,
    html: layout(ctx, {
      title: t('mail.deletionTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(data.code)}</p><p>${escapeHtml(warning)}</p>`,
    }),
    text: `${hello}\n\n${intro}\n\n${data.code}\n\n${warning}`,
  };
}

/**
 * A code asked for an address without account: the screen said « Code envoyé » as for anyone, the mail tells the
 * owner of the address what to do. No code, no personal data.
 */
function renderNoAccount(ctx: MailContext): RenderedMail {
  const { t } = ctx.i18n;
  const url = joinUrl(ctx.urls.portal, 'client/login');
  const intro = t('mail.noAccountIntro');
  const next = t('mail.noAccountNext');
  const ignore = t('mail.codeIgnore');
  const hello = t('mail.helloAnonymous');
  return {
    subject: t('mail.noAccountSubject'),
    html: layout(ctx, {
      title: t('mail.noAccountTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(next)}</p>${directButton(ctx, t('mail.noAccountButton'), url)}<p>${escapeHtml(ignore)}</p>`,
    }),
    text: `${hello}\n\n${intro}\n${next}\n${url}\n\n${ignore}`,
  };
}

/**
 * The invitation page on the back office: `{backoffice}/invite/{token}`. The mail links it directly, never
 * through /track: the token is a password-setting secret.
 */
export function invitationUrl(ctx: MailContext, token: string): string {
  return joinUrl(ctx.urls.backoffice, `invite/${encodeURIComponent(token)}`);
}

export function renderUserInvitation(
  ctx: MailContext,
  data: MailDataByType['user_invitation'],
): RenderedMail {
  const url = invitationUrl(ctx, data.token);
  const role = data.roleLabel ? ` avec le rôle ${data.roleLabel}` : '';
  const intro = data.emailChange
    ? 'L’adresse de connexion de votre compte de l’espace de gestion est désormais celle-ci. Par sécurité, votre ancien mot de passe ne fonctionne plus : créez-en un nouveau pour vous connecter.'
    : ctx.restaurant?.name
      ? `${ctx.restaurant.name} vous invite à rejoindre son espace de gestion des réservations${role}.`
      : `Vous êtes invité(e) à rejoindre l’espace de gestion des réservations${role}.`;
  const validity = 'Ce lien est valable 7 jours.';
  return {
    subject: data.emailChange
      ? 'Nouvelle adresse de connexion : créez votre mot de passe'
      : 'Invitation à rejoindre l’espace de gestion',
    html: layout(ctx, {
      title: 'Vous êtes invité(e) !',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.userName)},</p><p>${escapeHtml(intro)}</p>${directButton(ctx, 'Créer mon mot de passe', url)}<p>${escapeHtml(validity)}</p>`,
    }),
    text: `Bonjour ${data.userName},\n\n${intro}\nCréez votre mot de passe : ${url}\n${validity}`,
  };
}

/** The signed query of a campaign mail's unsubscribe links (the /track signature, action 'unsubscribe'). */
function unsubscribeQuery(ctx: MailContext): string {
  return buildUnsubscribeQuery(
    {
      trackingId: ctx.trackingId,
      campaign: ctx.campaignId,
      email: ctx.recipientEmail,
      expires: ctx.linksExpire,
    },
    ctx.linkSecret,
  );
}

/**
 * The unsubscribe link of a campaign mail's body: the portal's page, which shows the list and the venue and
 * unsubscribes only on its button (a mail scanner opening the link changes nothing).
 */
export function unsubscribeUrl(ctx: MailContext): string {
  return `${joinUrl(ctx.urls.portal, 'desinscription')}?${unsubscribeQuery(ctx)}`;
}

/**
 * The one-click endpoint of the List-Unsubscribe header (RFC 8058): mailbox providers POST
 * `List-Unsubscribe=One-Click` to it; a GET (a person, a scanner) only leads to the portal's page.
 */
export function oneClickUnsubscribeUrl(ctx: MailContext): string {
  return `${joinUrl(ctx.urls.functions, 'unsubscribe')}?${unsubscribeQuery(ctx)}`;
}

export function renderCampaign(ctx: MailContext, data: MailDataByType['campaign']): RenderedMail {
  const paragraphs = data.content
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const cta = data.redirect ? button(ctx, data.redirect.label, data.redirect.url, data.redirect.type) : '';
  const unsubscribe = unsubscribeUrl(ctx);
  // The footer and the unsubscribe line in the guest's language (issue 51); the content is the venue's own.
  const { t } = ctx.i18n;
  const unsubscribeLabel = t('mail.unsubscribe');
  const footer = `${escapeHtml(t('mail.campaignFooter', { restaurant: data.restaurantName }))} <a href="${escapeHtml(unsubscribe)}" style="color:#3f3f46">${escapeHtml(unsubscribeLabel)}</a>`;
  const ctaText = data.redirect ? `\n\n${data.redirect.label} : ${data.redirect.url}` : '';
  return {
    subject: data.subject,
    html: layout(ctx, { title: data.subject, bodyHtml: paragraphs + cta, footerHtml: footer }),
    // The restaurant's signature ('-- ' then name, address, phone) follows, added by renderMail.
    text: `${data.content}${ctaText}\n\n${t('mail.answerLine', { label: unsubscribeLabel, url: unsubscribe })}`,
    // What the big mailbox providers require of bulk senders: a one-click unsubscribe they can act on themselves.
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(ctx)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The portal sign-in that confirms a tablet account with its code (the page fills both and asks to confirm). */
export function tabletAccountConfirmUrl(ctx: MailContext, email: string, code: string): string {
  const query = new URLSearchParams({ email, code }).toString();
  return joinUrl(ctx.urls.portal, `client/login?${query}`);
}

function renderTabletAccountCode(
  ctx: MailContext,
  data: MailDataByType['login_code'],
  account: { restaurantName: string; email: string },
): RenderedMail {
  const { t } = ctx.i18n;
  const lead = t('mail.tabletLead');
  const why = t('mail.tabletWhy', { restaurant: account.restaurantName });
  const orLink = t('mail.tabletOrLink');
  const validity = t('mail.tabletValidity');
  const hello = t('mail.hello', { name: data.customerName });
  const url = tabletAccountConfirmUrl(ctx, account.email, data.code);
  return {
    subject: t('mail.tabletSubject', { code: data.code }),
    logSubject: CONFIRMATION_CODE_LOG_SUBJECT,
    html: layout(ctx, {
      title: t('mail.tabletTitle'),
      bodyHtml: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(data.code)}</p><p>${escapeHtml(why)}</p><p>${escapeHtml(orLink)}</p><p style="text-align:center"><a href="${escapeHtml(url)}">${escapeHtml(t('mail.tabletButton'))}</a></p><p>${escapeHtml(validity)}</p>`,
    }),
    text: `${hello}\n\n${lead} ${data.code}\n\n${why}\n\n${orLink}\n${url}\n\n${validity}`,
  };
}
