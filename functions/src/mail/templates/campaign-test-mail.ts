import type { MailDataByType } from '../mail-types';
import { directButton, escapeHtml, layout, type MailContext, type RenderedMail } from '../mail-layout';

/** Said at the top of a test, so that nobody takes it for the campaign itself. */
export const CAMPAIGN_TEST_NOTICE = 'Ceci est un envoi de test : vous seul(e) l’avez reçu, aucun client.';
/** Subject prefix of a test. */
export const CAMPAIGN_TEST_PREFIX = '[Test] ';

/**
 * The campaign's mail as its customers will read it (same subject, paragraphs and button), sent to the staff member
 * who asked for it: marked as a test, its button a plain link (no click is counted for a campaign), and the
 * unsubscribe line shown without its link, which only a customer's mail carries.
 */
export function renderCampaignTest(ctx: MailContext, data: MailDataByType['campaign_test']): RenderedMail {
  const notice = `<p style="background:#fef3c7;color:#78350f;padding:10px 12px;border-radius:8px;margin:0 0 16px">${escapeHtml(CAMPAIGN_TEST_NOTICE)}</p>`;
  const paragraphs = data.content
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const cta = data.redirect ? directButton(ctx, data.redirect.label, data.redirect.url) : '';
  const footer = `Vous recevez cet e-mail de ${escapeHtml(data.restaurantName)} car vous avez accepté de recevoir nos offres. Se désinscrire (lien actif dans l’envoi aux clients)`;
  const ctaText = data.redirect ? `\n\n${data.redirect.label} : ${data.redirect.url}` : '';
  return {
    subject: `${CAMPAIGN_TEST_PREFIX}${data.subject}`,
    html: layout(ctx, { title: data.subject, bodyHtml: notice + paragraphs + cta, footerHtml: footer }),
    text: `${CAMPAIGN_TEST_NOTICE}\n\n${data.content}${ctaText}`,
  };
}
