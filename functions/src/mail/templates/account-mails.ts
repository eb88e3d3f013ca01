import type { MailDataByType } from '../mail-types';
import { buildTrackUrl } from '../link-signing';
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
  const intro = 'Voici votre code de connexion à votre espace client :';
  const validity =
    'Ce code est valable 10 minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.';
  return {
    subject: `Votre code de connexion : ${data.code}`,
    logSubject: LOGIN_CODE_LOG_SUBJECT,
    html: layout(ctx, {
      title: 'Code de connexion',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.customerName)},</p><p>${escapeHtml(intro)}</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(data.code)}</p><p>${escapeHtml(validity)}</p>`,
    }),
    text: `Bonjour ${data.customerName},\n\n${intro}\n\n${data.code}\n\n${validity}`,
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
  const intro = `Vous êtes invité(e) à rejoindre l’espace de gestion des réservations${role}.`;
  const validity = 'Ce lien est valable 7 jours.';
  return {
    subject: 'Invitation à rejoindre l’espace de gestion',
    html: layout(ctx, {
      title: 'Vous êtes invité(e) !',
      bodyHtml: `<p>Bonjour ${escapeHtml(data.userName)},</p><p>${escapeHtml(intro)}</p>${directButton(ctx, 'Créer mon mot de passe', url)}<p>${escapeHtml(validity)}</p>`,
    }),
    text: `Bonjour ${data.userName},\n\n${intro}\nCréez votre mot de passe : ${url}\n${validity}`,
  };
}

/** The signed unsubscribe link of a campaign mail. */
export function unsubscribeUrl(ctx: MailContext): string {
  return buildTrackUrl(
    ctx.urls.functions,
    {
      action: 'unsubscribe',
      trackingId: ctx.trackingId,
      campaign: ctx.campaignId,
      email: ctx.recipientEmail,
      redirect: '',
      type: '',
      expires: ctx.linksExpire,
    },
    ctx.linkSecret,
  );
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
