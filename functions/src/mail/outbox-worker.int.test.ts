import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail, planMailWithdrawal } from '../lib/outbox';
import { openTestEnv, type TestEnv } from '../lib/testing/test-env';
import { setAfterMailCommitHook, settleAfterCommitHooks, transact } from '../lib/transact';
import { mailRestaurantOf } from './mail-restaurant';
import { runtime } from '../lib/runtime';
import { drainMailOutbox } from './outbox-worker';
import { outboxMessageId } from './smtp-address';
import { sendQueuedMailNow } from './send-now';
import { seedCustomer } from '../callables/testing/fixtures';

let env: TestEnv;
const restaurant = mailRestaurantOf({ id: 'r1', data: { name: 'Chez Test' } });

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date('2026-11-22T10:00:00.000Z');
});

function queueReview(id: string, to = 'ana@example.fr', notBefore?: Date) {
  return transact(async (tx) =>
    enqueueMail(tx, {
      id,
      type: 'review_request',
      to,
      toName: 'Ana',
      restaurant,
      reservationId: 'res1',
      ...(notBefore ? { notBefore } : {}),
      data: { customerName: 'Ana', restaurantName: 'Chez Test', restaurantId: 'r1', reservationId: 'res1' },
    }),
  );
}

describe('mail outbox worker', () => {
  it('keeps campaign mails one every 200 ms when it finds several of them due at once', async () => {
    const recipients = ['a@example.fr', 'b@example.fr', 'c@example.fr', 'd@example.fr'];
    // Each agreed to the venue's offers: the worker checks it again as the mail leaves.
    for (const email of recipients)
      await seedCustomer(env.store, { email, emailMarketingConsent: true, restaurantIds: ['r1'] });
    for (const [index, to] of recipients.entries()) {
      await transact(async (tx) =>
        enqueueMail(tx, {
          id: `camp-${index}`,
          type: 'campaign',
          to,
          toName: 'Ana',
          restaurant,
          campaignId: 'c1',
          // All due already: the call that queued them ran out of time, the worker takes over.
          notBefore: new Date(env.clock.now.getTime() - 60_000 + index * 200),
          data: {
            customerName: 'Ana',
            restaurantName: 'Chez Test',
            campaignId: 'c1',
            subject: 'Nouveautés',
            content: 'Bonjour [Prénom]',
          },
        }),
      );
    }
    expect(await drainMailOutbox()).toEqual({ sent: 4, retried: 0, failed: 0 });
    expect(env.smtp.mails.map((mail) => mail.to[0])).toEqual(recipients);
    const gaps = env.smtp.mails
      .slice(1)
      .map((mail, i) => mail.receivedAt - (env.smtp.mails[i]?.receivedAt ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(195);
  });

  it('is not held back by mails waiting for a later time, however many (a large scheduled campaign)', async () => {
    const nextWeek = new Date('2026-11-29T09:00:00.000Z');
    // Their ids sort before the due mail's, and they outnumber what one drain reads.
    for (const index of [0, 1, 2]) await queueReview(`a-later-${index}`, 'ana@example.fr', nextWeek);
    await queueReview('z-due', 'bea@example.fr');
    expect(await drainMailOutbox({ limit: 2 })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(env.smtp.mails.map((mail) => mail.to[0])).toEqual(['bea@example.fr']);
  });

  it('sends each mail once even when two workers drain at the same time', async () => {
    await queueReview('mail-1');
    const reports = await Promise.all([drainMailOutbox(), drainMailOutbox(), drainMailOutbox()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(env.smtp.mails).toHaveLength(1);
    expect((await env.store.get('mail_outbox/mail-1')).data).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await env.store.get('email_logs/mail-1')).data).toMatchObject({
      status: 'sent',
      type: 'review_request',
      subject: 'Votre avis sur Chez Test',
      trackingId: 'mail-1',
    });
  });

  it('refuses to queue the same deterministic id twice', async () => {
    await queueReview('mail-dup');
    await expect(queueReview('mail-dup')).rejects.toThrow();
    expect((await env.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(1);
  });

  it('retries a transient failure after the backoff, then sends', async () => {
    env.smtp.failNext('ana@example.fr', 451);
    await queueReview('mail-2');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    env.clock.now = new Date('2026-11-22T10:00:31.000Z');
    expect(await drainMailOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await env.store.get('mail_outbox/mail-2')).data).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives every attempt the Message-ID recorded before it, and records the data stage before the final dot', async () => {
    // Refused once the whole message arrived: the stage was recorded before the dot that asked for it.
    env.smtp.failNext('ana@example.fr', 452, 1, 'data');
    await queueReview('mail-mid');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const messageId = outboxMessageId('mail-mid', runtime().smtp.from);
    expect((await env.store.get('mail_outbox/mail-mid')).data).toMatchObject({
      status: 'pending',
      messageId,
      sendStage: 'data',
      dataSentAt: '2026-11-22T10:00:00.000Z',
    });
    env.clock.now = new Date('2026-11-22T10:00:31.000Z');
    expect(await drainMailOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(env.smtp.mails.map((mail) => mail.messageId)).toEqual([messageId]);
    const sent = (await env.store.get('mail_outbox/mail-mid')).data;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, messageId });
    expect(sent?.deliveryUnconfirmed).toBeUndefined();
    expect((await env.store.get('email_logs/mail-mid')).data).toMatchObject({ status: 'sent', messageId });
  });

  it('logs a final refusal as a failed e-mail entry (review request policy)', async () => {
    env.smtp.failNext('nobody@example.fr', 550);
    await queueReview('mail-3', 'nobody@example.fr');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await env.store.get('email_logs/mail-3')).data).toMatchObject({
      status: 'failed',
      recipientEmail: 'nobody@example.fr',
    });
    expect(String((await env.store.get('email_logs/mail-3')).data?.errorMessage)).toContain('550');
    expect((await env.store.get('email_logs/mail-3')).data?.bouncedAt).toBe('2026-11-22T10:00:00.000Z');
    // Refused at RCPT TO: the server never had the data, the attempt never reached its data stage.
    expect((await env.store.get('mail_outbox/mail-3')).data).toMatchObject({ sendStage: 'connecting' });
  });

  it('records a permanent refusal after the data as a bounce, and a temporary one as a retry', async () => {
    env.smtp.failNext('ana@example.fr', 554, 1, 'data');
    await queueReview('mail-data-5xx');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await env.store.get('email_logs/mail-data-5xx')).data).toMatchObject({
      status: 'failed',
      bouncedAt: '2026-11-22T10:00:00.000Z',
      errorMessage: expect.stringContaining('554'),
    });
    expect((await env.store.get('mail_outbox/mail-data-5xx')).data).toMatchObject({ status: 'failed' });

    env.smtp.failNext('bea@example.fr', 452, 1, 'data');
    await queueReview('mail-data-4xx', 'bea@example.fr');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await env.store.get('email_logs/mail-data-4xx')).exists).toBe(false);
    expect((await env.store.get('mail_outbox/mail-data-4xx')).data).toMatchObject({ status: 'pending' });
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('bounces a recipient of the reserved bounce domain, and does not retry it', async () => {
    await queueReview('mail-bounce', 'personne@rebond.invalid');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const log = (await env.store.get('email_logs/mail-bounce')).data;
    expect(log).toMatchObject({ status: 'failed', bouncedAt: '2026-11-22T10:00:00.000Z' });
    expect(String(log?.errorMessage)).toContain('550');
    env.clock.now = new Date('2026-11-22T11:00:00.000Z');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('reports a re-thrown mail failure to the caller at once', async () => {
    env.smtp.failNext('ana@example.fr', 451);
    const id = await transact(async (tx) =>
      enqueueMail(tx, {
        id: 'code-1',
        type: 'login_code',
        to: 'ana@example.fr',
        data: { customerName: 'Ana', code: '123456' },
      }),
    );
    await expect(sendQueuedMailNow(id, "Erreur lors de l'envoi du code")).rejects.toMatchObject({
      code: 'unavailable',
      message: "Erreur lors de l'envoi du code",
    });
    const id2 = await transact(async (tx) =>
      enqueueMail(tx, {
        id: 'code-2',
        type: 'login_code',
        to: 'ana@example.fr',
        data: { customerName: 'Ana', code: '654321' },
      }),
    );
    await sendQueuedMailNow(id2, "Erreur lors de l'envoi du code");
    expect(env.smtp.mails.map((m) => m.subject)).toEqual(['Votre code de connexion : 654321']);
  });

  it('drains right after a commit when the host installs the hook', async () => {
    setAfterMailCommitHook(() => drainMailOutbox());
    try {
      await queueReview('mail-4');
      await settleAfterCommitHooks();
      expect(env.smtp.mails).toHaveLength(1);
    } finally {
      setAfterMailCommitHook(undefined);
    }
  });

  it('keeps a mail with a not-before time until that time, even when drained right after the commit', async () => {
    setAfterMailCommitHook(() => drainMailOutbox());
    try {
      await queueReview('mail-later', 'ana@example.fr', new Date('2026-11-22T10:00:10.000Z'));
      await settleAfterCommitHooks();
    } finally {
      setAfterMailCommitHook(undefined);
    }
    expect(env.smtp.mails).toHaveLength(0);
    env.clock.now = new Date('2026-11-22T10:00:09.999Z');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    env.clock.now = new Date('2026-11-22T10:00:10.000Z');
    expect(await drainMailOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(env.smtp.mails).toHaveLength(1);
  });

  it('never sends a withdrawn mail; a mail already sent cannot be withdrawn', async () => {
    await queueReview('mail-withdrawn', 'ana@example.fr', new Date('2026-11-22T10:00:10.000Z'));
    const withdrawal = await transact(async (tx) => {
      const plan = await planMailWithdrawal(tx, 'mail-withdrawn', env.clock.now);
      plan.commit();
      return plan.withdrawn;
    });
    expect(withdrawal).toBe(true);
    env.clock.now = new Date('2026-11-22T11:00:00.000Z');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(env.smtp.mails).toHaveLength(0);
    expect((await env.store.get('mail_outbox/mail-withdrawn')).data).toMatchObject({
      status: 'cancelled',
      attempts: 0,
    });

    await queueReview('mail-gone');
    await drainMailOutbox();
    const late = await transact(async (tx) => {
      const plan = await planMailWithdrawal(tx, 'mail-gone', env.clock.now);
      plan.commit();
      return plan.withdrawn;
    });
    expect(late).toBe(false);
    expect((await env.store.get('mail_outbox/mail-gone')).data?.status).toBe('sent');
  });

  it('drains again when a delayed mail falls due, and forgets it when the hook is removed', async () => {
    const calls: number[] = [];
    setAfterMailCommitHook(async () => {
      calls.push(Date.now());
    });
    try {
      const start = Date.now();
      await queueReview('mail-soon', 'ana@example.fr', new Date(env.clock.now.getTime() + 300));
      expect(calls).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(calls).toHaveLength(2);
      expect((calls[1] ?? 0) - start).toBeGreaterThanOrEqual(300);

      await queueReview('mail-dropped', 'ana@example.fr', new Date(env.clock.now.getTime() + 300));
      expect(calls).toHaveLength(3);
      setAfterMailCommitHook(undefined);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(calls).toHaveLength(3);
    } finally {
      setAfterMailCommitHook(undefined);
    }
  });
});
