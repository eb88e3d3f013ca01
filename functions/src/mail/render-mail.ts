import { textSignature, type MailContext, type RenderedMail } from './mail-layout';
import type { MailDataByType, MailType } from './mail-types';
import { renderCampaign, renderLoginCode, renderUserInvitation } from './templates/account-mails';
import { renderCampaignTest } from './templates/campaign-test-mail';
import {
  renderGiftCongratulations,
  renderGiftReward,
  renderLevelUp,
  renderTabletWelcome,
  renderWalkInThankYou,
} from './templates/loyalty-mails';
import {
  renderCancellation,
  renderConfirmation,
  renderRejection,
  renderRequestReceived,
  renderReviewRequest,
} from './templates/reservation-mails';
import { renderReminder } from './templates/reminder-mail';
import { renderWaitlistOffer } from './templates/waitlist-mails';

type Renderers = { [T in MailType]: (ctx: MailContext, data: MailDataByType[T]) => RenderedMail };

/** One template per mail type; the map's type makes a missing template a compile error. */
const RENDERERS: Renderers = {
  confirmation: renderConfirmation,
  request_received: renderRequestReceived,
  cancellation: renderCancellation,
  reminder: renderReminder,
  rejection: renderRejection,
  review_request: renderReviewRequest,
  level_up: renderLevelUp,
  gift_congratulations: renderGiftCongratulations,
  gift_reward: renderGiftReward,
  walk_in_thank_you: renderWalkInThankYou,
  tablet_welcome: renderTabletWelcome,
  login_code: renderLoginCode,
  user_invitation: renderUserInvitation,
  campaign: renderCampaign,
  campaign_test: renderCampaignTest,
  waitlist_offer: renderWaitlistOffer,
};

/**
 * Renders a mail of any type. The templates' html goes through the common layout (header, footer); their text
 * gets the matching signature here, so that no template can leave it out.
 */
export function renderMail<T extends MailType>(
  type: T,
  ctx: MailContext,
  data: MailDataByType[T],
): RenderedMail {
  const mail = (RENDERERS[type] as (ctx: MailContext, data: MailDataByType[T]) => RenderedMail)(ctx, data);
  return { ...mail, text: `${mail.text}\n\n${textSignature(ctx)}` };
}
