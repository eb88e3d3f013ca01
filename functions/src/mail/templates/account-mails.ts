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
  const intro =
    data.variant === 'existing-account'
      ? 'Vous avez demandé à créer un compte, mais un compte existe déjà avec cette adresse. Voici un code pour vous y connecter :'
      : data.variant === 'password-reset'
        ? 'Vous avez demandé à choisir un nouveau mot de passe. Saisissez ce code dans votre espace client, puis votre nouveau mot de passe :'
        : 'Voici votre code de connexion à votre espace client :';
  const validity =
    'Ce code est valable 10 minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.';
  const reset = data.variant === 'password-reset';
  return {
    subject: reset
      ? `Nouveau mot de passe : votre code ${data.code}`
      : `Votre code de connexion : ${data.code}`,
    logSubject: LOGIN_CODE_LOG_SUBJECT,
    html: layout(ctx, {
      title: reset ? 'Nouveau mot de passe' : 'Code de connexion',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(data.code)}</p><p>${escapeHtml(validity)}</p>`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${data.code}\n\n${validity}`,
  };
}

/** The code that confirms the deletion of the customer's account and data (art. 17, from the customer space). */
function renderDeletionCode(ctx: MailContext, data: MailDataByType['login_code']): RenderedMail {
  const intro =
    'Vous avez demandé la suppression de votre compte client et de vos données. Pour la confirmer, saisissez ce code dans votre espace client :';
  const warning =
    'La suppression est définitive : vos points, vos bons et votre historique seront effacés. Ce code est valable 10 minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail et changez de mot de passe.';
  return {
    subject: `Code de confirmation : ${data.code}`,
    logSubject: CONFIRMATION_CODE_LOG_SUBJECT,
    html: layout(ctx, {
      title: 'Suppression de votre compte',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(data.code)}</p><p>${escapeHtml(warning)}</p>`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${data.code}\n\n${warning}`,
  };
}

/**
 * A code asked for an address without account: the screen said « Code envoyé » as for anyone, the mail tells the
 * owner of the address what to do. No code, no personal data.
 */
function renderNoAccount(ctx: MailContext): RenderedMail {
  const url = joinUrl(ctx.urls.portal, 'client/login');
  const intro =
    'Vous avez demandé un code de connexion à l’espace client, mais aucun compte n’existe avec cette adresse e-mail.';
  const next = 'Pour en créer un, ouvrez l’espace client et choisissez « Créer un compte ».';
  const ignore = 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.';
  return {
    subject: 'Connexion à votre espace client',
    html: layout(ctx, {
      title: 'Aucun compte avec cette adresse',
      bodyHtml: `<p>Bonjour,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(next)}</p>${directButton(ctx, 'Créer mon compte', url)}<p>${escapeHtml(ignore)}</p>`,
    }),
    text: `Bonjour,\n\n${intro}\n${next}\n${url}\n\n${ignore}`,
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
  const footer = `Vous recevez cet e-mail de ${escapeHtml(data.restaurantName)} car vous avez accepté de recevoir nos offres. <a href="${escapeHtml(unsubscribe)}" style="color:#3f3f46">Se désinscrire</a>`;
  const ctaText = data.redirect ? `\n\n${data.redirect.label} : ${data.redirect.url}` : '';
  return {
    subject: data.subject,
    html: layout(ctx, { title: data.subject, bodyHtml: paragraphs + cta, footerHtml: footer }),
    // The restaurant's signature ('-- ' then name, address, phone) follows, added by renderMail.
    text: `${data.content}${ctaText}\n\nSe désinscrire : ${unsubscribe}`,
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
  const lead = 'Votre code de confirmation :';
  const why = `Vous venez de créer votre compte fidélité chez ${account.restaurantName}. Saisissez ce code sur la tablette pour confirmer votre adresse e-mail et recevoir vos points.`;
  const orLink = 'Vous pouvez aussi confirmer depuis ce lien :';
  const validity =
    'Ce code est valable 10 minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : aucun compte ne sera créé.';
  const url = tabletAccountConfirmUrl(ctx, account.email, data.code);
  return {
    subject: `Votre code de confirmation : ${data.code}`,
    logSubject: CONFIRMATION_CODE_LOG_SUBJECT,
    html: layout(ctx, {
      title: 'Confirmez votre compte fidélité',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(lead)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(data.code)}</p><p>${escapeHtml(why)}</p><p>${escapeHtml(orLink)}</p><p style="text-align:center"><a href="${escapeHtml(url)}">Confirmer mon compte</a></p><p>${escapeHtml(validity)}</p>`,
    }),
    text: `Bonjour ${data.customerName},\n\n${lead} ${data.code}\n\n${why}\n\n${orLink}\n${url}\n\n${validity}`,
  };
}
