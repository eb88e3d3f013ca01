import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocData } from '@app/data';
import { deliverMail } from '../../mail/outbox-worker';
import { adminFull, call, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { deliverCampaignMails, readCampaignOutcome } from './deliver-campaign';
import { sendCampaign } from './send-campaign';

let h: Harness;
beforeAll(async () => {
  h = await openHarness(); // Sunday 22 November 2026, 11:00 in Paris
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  for (const email of ['marie@example.fr', 'paul@example.fr']) {
    await seedCustomer(h.store, { email, emailMarketingConsent: true, ...statsWithPoints('r1', 10) });
  }
});

/** Resolves with the document once it satisfies `done`, following its live snapshots. */
function until(path: string, done: (data: DocData | undefined) => boolean): Promise<DocData | undefined> {
  return new Promise((resolve, reject) => {
    const stop = h.store.onDoc(
      path,
      (snap) => {
        if (!done(snap.data)) return;
        queueMicrotask(() => stop());
        resolve(snap.data);
      },
      reject,
    );
  });
}

/** A campaign of Marie and Paul queued for 25 November at 10:00 (one mail every 200 ms), the clock on that time. */
async function queuedCampaign(): Promise<{ campaignId: string; mails: { id: string; to: string }[] }> {
  const { campaignId } = (await call(
    sendCampaign,
    {
      type: 'promotion',
      subject: 'Bonjour',
      content: 'Une table vous attend.',
      targetRestaurant: 'r1',
      targetSegment: 'all',
      scheduleDate: '2026-11-25',
      scheduleTime: '10:00',
    },
    adminFull('r1'),
  )) as { campaignId: string };
  const outbox = await h.store.query({
    collection: 'mail_outbox',
    where: [{ field: 'campaignId', op: '==', value: campaignId }],
    orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
  });
  h.setNow('2026-11-25T09:00:00.000Z');
  return { campaignId, mails: outbox.docs.map((doc) => ({ id: doc.id, to: String(doc.data?.to) })) };
}

describe('deliverCampaignMails', () => {
  it('answers the final count when another worker is still sending one of its mails (after-commit drain, planned drain)', async () => {
    const { campaignId, mails } = await queuedCampaign();
    const [first, second] = mails;
    if (!first || !second) throw new Error('two mails expected');

    // Another worker took the first mail and is in the middle of sending it.
    const held = h.holdNextMailTo(first.to);
    const otherWorker = deliverMail(first.id);
    await held.arrived;
    expect((await h.store.get(`mail_outbox/${first.id}`)).data?.status).toBe('sending');

    h.runClock(true);
    try {
      const answer = deliverCampaignMails(campaignId).then(() => readCampaignOutcome(campaignId));
      // The call sent the second mail itself; only then does the other worker's SMTP server answer.
      await until(`mail_outbox/${second.id}`, (data) => data?.status === 'sent');
      held.release();
      expect(await answer).toEqual({ status: 'sent', sent: 2, failed: 0 });
      expect(await otherWorker).toBe('sent');
    } finally {
      h.runClock(false);
    }
    expect(h.mails.map((mail) => mail.to).sort()).toEqual([first.to, second.to].sort());
    expect((await h.store.get(`campaigns/${campaignId}`)).data).toMatchObject({
      status: 'sent',
      totalSent: 2,
      totalFailed: 0,
    });
  });

  it('sends every mail once and counts each once when the after-commit drain runs beside the call, as on the local host', async () => {
    const { campaignId, mails } = await queuedCampaign();
    h.runClock(true);
    try {
      // The host's drain and the call start together on the same due mails: each mail has one sender.
      const [answer] = await Promise.all([
        deliverCampaignMails(campaignId).then(() => readCampaignOutcome(campaignId)),
        ...mails.map((mail) => until(`mail_outbox/${mail.id}`, (data) => data?.status === 'sent')),
        deliverMail(mails[0]?.id ?? ''),
      ]);
      expect(answer).toEqual({ status: 'sent', sent: 2, failed: 0 });
    } finally {
      h.runClock(false);
    }
    expect(h.mails).toHaveLength(2);
  });
});
