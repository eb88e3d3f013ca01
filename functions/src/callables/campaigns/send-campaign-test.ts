import { HttpsError } from 'firebase-functions/v2/https';
import {
  MESSAGES,
  SendCampaignTestInputSchema,
  campaignRecipientValues,
  fillCampaignPlaceholders,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { enqueueMail } from '../../lib/outbox';
import type { RateLimit } from '../../lib/rate-limit';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { sendQueuedMailNow } from '../../mail/send-now';
import { readCampaignRestaurant } from './campaign-audience';
import { resolveCampaignLinks } from './campaign-links';

/** Tests a staff member may send: enough to proof-read a campaign several times, never a way to mail in bulk. */
export const CAMPAIGN_TEST_LIMIT: RateLimit = {
  name: 'campaign-test-staff',
  limit: 10,
  windowMs: 10 * 60_000,
};

/**
 * « Envoyer un test à moi-même » (issue 36): the campaign's mail, as `sendCampaign` would write it (placeholders
 * filled for the sender, the restaurant's booking link, the same button), sent at once through the outbox and
 * SMTP to the signed-in staff member's own address only, marked as a test. Same callers and checks as
 * `sendCampaign`, limited per staff member; no campaign, no recipient, no consent is read or written: only the
 * mail and its e-mail log (type `campaign_test`). A failed delivery answers « ❌ Erreur lors de l'envoi du test ».
 * An SMS campaign has no test (issue 50): it is refused with `testNoSms` and nothing is sent.
 */
export const sendCampaignTest = defineCallable({
  name: 'sendCampaignTest',
  input: SendCampaignTestInputSchema,
  auth: ['master_admin', 'admin_full'],
  limits: (_input, { caller }) => [{ rule: CAMPAIGN_TEST_LIMIT, subject: caller.uid }],
  handler: async (input, { caller }) => {
    const restaurantId = input.targetRestaurant;
    assertRestaurantAccess(caller, restaurantId);
    // No SMS test: it would go to a number with no consent on record and count against the venue's cap.
    if (input.channel === 'sms') throw new HttpsError('failed-precondition', MESSAGES.campaign.testNoSms);
    const to = (caller.email ?? '').trim().toLowerCase();
    if (!to) throw new HttpsError('failed-precondition', MESSAGES.campaign.testNoEmail);
    const { store } = runtime();
    const [restaurant, profile] = await Promise.all([
      readCampaignRestaurant(restaurantId),
      store.get(`users/${caller.uid}`),
    ]);
    const restaurantName = String(restaurant.data.name ?? '');
    const { bookingLink, redirection } = resolveCampaignLinks({
      restaurantName,
      redirection: input.redirection,
    });
    const staffName = String(profile.data?.name ?? '').trim() || to.split('@')[0]!;
    // The sender reads the mail as a customer new to the venue would: their own name, the first level.
    const values = campaignRecipientValues({
      member: { name: staffName, points: 0 },
      levels: restaurant.levels,
    });
    const filled = fillCampaignPlaceholders({
      subject: input.subject,
      content: input.content,
      values: { ...values, bookingLink, restaurantName },
    });
    const id = await transact(async (tx) =>
      enqueueMail(tx, {
        // A test may be sent again and again (within its limit): each one is a mail of its own.
        id: `campaign-test:${restaurantId}:${store.newId()}`,
        type: 'campaign_test',
        to,
        toName: staffName,
        restaurant: mailRestaurantOf({ id: restaurantId, data: restaurant.data }),
        data: {
          staffName,
          restaurantName,
          subject: filled.subject,
          content: filled.content,
          ...(redirection
            ? { redirect: { url: redirection.url, label: redirection.label, type: redirection.type } }
            : {}),
        },
      }),
    );
    await sendQueuedMailNow(id, MESSAGES.campaign.testError);
    return { to };
  },
});
