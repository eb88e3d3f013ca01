import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookDeliverySummary, WebhookWithSecret } from '@app/domain';
import { setReservationStatus } from '../callables/reservations/set-reservation-status';
import { staffCreateReservation } from '../callables/reservations/staff-create-reservation';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { call, openTestEnv, staffAuth, type TestEnv } from '../lib/testing/test-env';
import { startWebhookReceiver } from './testing/webhook-receiver';
import { listWebhookDeliveries, redeliverWebhook } from './webhook-delivery-callables';
import { createWebhook, deleteWebhook, rotateWebhookSecret } from './webhook-callables';
import { drainWebhookOutbox } from './webhook-outbox-worker';
import { verifyWebhookSignature } from './webhook-signature';

/**
 * Webhooks end to end (issue 52): a booking's change writes its event, the worker fans it out and POSTs it over
 * real HTTP to a receiver on 127.0.0.1 started here, signed HMAC-SHA256 over "t.body"; a failing receiver is
 * retried with backoff until 24 h, then the delivery fails; « Renvoyer », rotation with two signatures, a
 * deleted subscription; the docs' reference verifier, run as printed, on real, forged and replayed deliveries.
 */
let env: TestEnv;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const manager = staffAuth('admin_full', ['r1']);
const staff = staffAuth('admin', ['r1'], 'uid-host-staff');
type Verify = (header: string, raw: string, secret: string, o?: { nowSeconds?: number }) => boolean;
let docsVerify: Verify;

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-24T10:00:00.000Z' });
  receiver = await startWebhookReceiver();
  const docs = await readFile(new URL('../../../docs/webhooks.md', import.meta.url), 'utf8');
  const snippet = /```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!snippet) throw new Error('docs/webhooks.md lost its reference check');
  const file = join(await mkdtemp(join(tmpdir(), 'verify-')), 'verify.mjs');
  await writeFile(file, snippet);
  docsVerify = ((await import(pathToFileURL(file).href)) as { verifyWebhook: Verify }).verifyWebhook;
});
afterAll(async () => {
  await receiver.close();
  await env.close();
});
beforeEach(async () => {
  await env.reset();
  receiver.received.length = 0;
  receiver.answers.length = 0;
  env.clock.now = new Date('2026-11-24T10:00:00.000Z');
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau' });
  await seedRestaurant(env.store, { id: 'r2', name: 'Le Voisin', slug: 'le-voisin' });
  await seedReservation(env.store, { id: 'res1', restaurantId: 'r1', statusHistory: [] });
});

const subscribe = (events: string[] = ['reservation.created', 'reservation.cancelled']) =>
  call<WebhookWithSecret>(createWebhook, { restaurantId: 'r1', url: receiver.url, events }, manager);
const cancel = (reservationId = 'res1') =>
  call(setReservationStatus, { reservationId, status: 'CANCELLED', reason: 'Client malade' }, staff);
const deliveries = async (subscriptionId: string) =>
  (
    await call<{ deliveries: WebhookDeliverySummary[] }>(
      listWebhookDeliveries,
      { restaurantId: 'r1', subscriptionId },
      manager,
    )
  ).deliveries;
const seconds = () => Math.floor(env.clock.now.getTime() / 1000);
const advance = (ms: number) => (env.clock.now = new Date(env.clock.now.getTime() + ms));

describe('delivering an event', () => {
  it('POSTs the cancelled booking, signed, once, with what the venue holds and no staff account', async () => {
    const { subscription, secret } = await subscribe();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await cancel();
    expect(await drainWebhookOutbox()).toMatchObject({ events: 1, delivered: 1 });
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    const signature = String(hook!.headers['webhook-signature']);
    expect(verifyWebhookSignature(signature, hook!.body, secret, seconds())).toBe('valid');
    expect(docsVerify(signature, hook!.body, secret, { nowSeconds: seconds() })).toBe(true);
    const event = JSON.parse(hook!.body);
    expect(event).toMatchObject({
      type: 'reservation.cancelled',
      restaurantId: 'r1',
      createdAt: '2026-11-24T10:00:00.000Z',
      data: { reservation: { id: 'res1', status: 'CANCELLED', customerLastName: 'Dupont' } },
    });
    expect(hook!.headers['webhook-id']).toBe(event.id);
    expect(hook!.headers['webhook-timestamp']).toBe(String(seconds()));
    // The booking's history names staff accounts (and the reason typed): none of it leaves.
    expect(hook!.body).not.toContain('uid-host-staff');
    expect(hook!.body).not.toContain('statusHistory');
    // Delivered once: another run sends nothing.
    expect(await drainWebhookOutbox()).toMatchObject({ events: 0, delivered: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(await deliveries(subscription.id)).toMatchObject([
      {
        eventId: event.id,
        eventType: 'reservation.cancelled',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 204,
      },
    ]);
  });

  it('sends only the events subscribed, of its own venue', async () => {
    await subscribe(['reservation.created']);
    await cancel();
    await seedReservation(env.store, { id: 'res2', restaurantId: 'r2', restaurantName: 'Le Voisin' });
    await call(
      setReservationStatus,
      { reservationId: 'res2', status: 'CANCELLED' },
      staffAuth('admin', ['r2']),
    );
    await drainWebhookOutbox();
    expect(receiver.received).toHaveLength(0);
    await call(
      staffCreateReservation,
      {
        restaurantId: 'r1',
        customerFirstName: 'Léa',
        customerLastName: 'Martin',
        customerPhone: '0611223344',
        date: '2026-11-24',
        time: '12:30',
        partySize: 2,
      },
      staff,
    );
    await drainWebhookOutbox();
    expect(receiver.received.map((hook) => JSON.parse(hook.body).type)).toEqual(['reservation.created']);
    expect(JSON.parse(receiver.received[0]!.body).data.reservation).toMatchObject({
      customerFirstName: 'Léa',
      status: 'CONFIRMED',
      source: 'admin',
    });
    expect(receiver.received[0]!.body).not.toContain('uid-host-staff');
  });

  it('customer.updated carries the API view of the guest: no contact the guest did not agree to', async () => {
    await subscribe(['customer.updated']);
    await call(
      staffCreateReservation,
      {
        restaurantId: 'r1',
        customerFirstName: 'Léa',
        customerLastName: 'Martin',
        customerEmail: 'lea@example.fr',
        customerPhone: '0611223344',
        date: '2026-11-24',
        time: '12:30',
        partySize: 2,
      },
      staff,
    );
    await drainWebhookOutbox();
    const types = receiver.received.map((hook) => JSON.parse(hook.body));
    expect(types.map((e) => e.type)).toEqual(['customer.updated']);
    expect(types[0].data.customer).toMatchObject({
      firstName: 'Léa',
      email: null,
      emailMarketingConsent: false,
    });
    // Its notes, allergies and tags stay in the back office.
    expect(Object.keys(types[0].data.customer)).not.toContain('notes');
  });
});

describe('a failing receiver', () => {
  it('is retried after 1 min, and the delivery is delivered once it answers 2xx', async () => {
    const { subscription, secret } = await subscribe();
    receiver.answers.push(500);
    await cancel();
    expect(await drainWebhookOutbox()).toMatchObject({ retry: 1, delivered: 0 });
    const [first] = await deliveries(subscription.id);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
    });
    expect(first!.nextAttemptAt).toBe('2026-11-24T10:01:00.000Z');
    advance(30_000);
    expect(await drainWebhookOutbox()).toMatchObject({ retry: 0, delivered: 0 });
    advance(30_000);
    expect(await drainWebhookOutbox()).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(2);
    // The same event, signed anew at its own time: a receiver's 5-minute window holds for a retry.
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    const signature = String(receiver.received[1]!.headers['webhook-signature']);
    expect(signature.startsWith(`t=${seconds()},`)).toBe(true);
    expect(docsVerify(signature, receiver.received[1]!.body, secret, { nowSeconds: seconds() })).toBe(true);
    expect((await deliveries(subscription.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('is tried 7 times over 24 h, then the delivery is failed; « Renvoyer » sends the same event again', async () => {
    const { subscription } = await subscribe();
    receiver.answers.push(...Array.from({ length: 7 }, () => 503));
    await cancel();
    for (let i = 0; i < 10; i += 1) {
      await drainWebhookOutbox();
      const [d] = await deliveries(subscription.id);
      if (d!.status !== 'pending') break;
      env.clock.now = new Date(d!.nextAttemptAt!);
    }
    const [failed] = await deliveries(subscription.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 7, lastStatusCode: 503, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(7);
    expect(env.clock.now.getTime() - Date.parse('2026-11-24T10:00:00.000Z')).toBeLessThan(24 * 3_600_000);

    const { delivery } = await call<{ delivery: WebhookDeliverySummary }>(
      redeliverWebhook,
      { restaurantId: 'r1', deliveryId: failed!.id },
      manager,
    );
    expect(delivery).toMatchObject({ status: 'pending', eventId: failed!.eventId, redeliveryOf: failed!.id });
    expect(await drainWebhookOutbox()).toMatchObject({ delivered: 1 });
    expect(receiver.received[7]!.body).toBe(receiver.received[0]!.body);
    const log = await deliveries(subscription.id);
    expect(log.map((d) => d.status).sort()).toEqual(['delivered', 'failed']);
  });
});

describe('secrets and subscriptions', () => {
  it('signs with both secrets for 24 h after a rotation, then with the new one alone', async () => {
    const { subscription, secret: old } = await subscribe();
    const { secret: fresh, subscription: rotated } = await call<WebhookWithSecret>(
      rotateWebhookSecret,
      { restaurantId: 'r1', subscriptionId: subscription.id },
      manager,
    );
    expect(fresh).not.toBe(old);
    expect(rotated.previousSecretUntil).toBe('2026-11-25T10:00:00.000Z');
    await cancel();
    await drainWebhookOutbox();
    const during = receiver.received[0]!;
    const header = String(during.headers['webhook-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    for (const secret of [old, fresh])
      expect(docsVerify(header, during.body, secret, { nowSeconds: seconds() })).toBe(true);

    advance(24 * 3_600_000 + 1000);
    await seedReservation(env.store, { id: 'res3', restaurantId: 'r1' });
    await cancel('res3');
    await drainWebhookOutbox();
    const after = receiver.received[1]!;
    const single = String(after.headers['webhook-signature']);
    expect(single.match(/v1=/g)).toHaveLength(1);
    expect(docsVerify(single, after.body, fresh, { nowSeconds: seconds() })).toBe(true);
    expect(docsVerify(single, after.body, old, { nowSeconds: seconds() })).toBe(false);
  });

  it('the reference verifier refuses a forged body, a forged signature and a replay', async () => {
    const { secret } = await subscribe();
    await cancel();
    await drainWebhookOutbox();
    const { body, headers } = receiver.received[0]!;
    const header = String(headers['webhook-signature']);
    const now = { nowSeconds: seconds() };
    expect(docsVerify(header, body, secret, now)).toBe(true);
    expect(docsVerify(header, body.replace('CANCELLED', 'COMPLETED'), secret, now)).toBe(false);
    expect(docsVerify(header, body, 'whsec_someone-else', now)).toBe(false);
    const t = seconds();
    expect(docsVerify(header.replace(`t=${t}`, `t=${t + 1}`), body, secret, now)).toBe(false);
    expect(docsVerify('t=1,v1=zz', body, secret, now)).toBe(false);
    // The same capture played again 6 minutes later.
    expect(docsVerify(header, body, secret, { nowSeconds: t + 6 * 60 })).toBe(false);
    expect(verifyWebhookSignature(header, body, secret, t + 6 * 60)).toBe('expired');
  });

  it('refuses plain HTTP and private addresses, another venue, and cancels what waits for a deleted one', async () => {
    const refused = async (url: string) => {
      try {
        await call(createWebhook, { restaurantId: 'r1', url, events: ['review.created'] }, manager);
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(await refused('http://crm.example.fr/hooks')).toBe('L’adresse doit commencer par https://');
    expect(await refused('https://192.168.1.20/hooks')).toBe(
      'Cette adresse n’est pas joignable depuis Internet (adresse privée ou locale)',
    );
    expect(await refused('pas une adresse')).toMatch(/^Adresse invalide/);
    const { subscription } = await subscribe();
    const other = staffAuth('admin_full', ['r2']);
    const ref = { restaurantId: 'r1', subscriptionId: subscription.id };
    await expect(call(listWebhookDeliveries, ref, other)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(call(listWebhookDeliveries, { ...ref, restaurantId: 'r2' }, other)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(call(deleteWebhook, { ...ref, restaurantId: 'r2' }, other)).rejects.toMatchObject({
      code: 'not-found',
    });
    receiver.answers.push(500);
    await cancel();
    await drainWebhookOutbox();
    await call(deleteWebhook, ref, manager);
    advance(60_000);
    await drainWebhookOutbox();
    expect(receiver.received).toHaveLength(1);
    const left = await env.store.query({ collection: 'webhookDeliveries' });
    expect(left.docs.map((d) => d.data?.status)).toEqual(['cancelled']);
  });
});
