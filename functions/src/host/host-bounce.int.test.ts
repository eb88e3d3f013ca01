import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmailLogSchema } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processMailOutbox } from '../jobs/process-mail-outbox';
import { enqueueMail } from '../lib/outbox';
import { workerStoreForHost } from '../lib/testing/worker-store';
import { transact } from '../lib/transact';
import { mailRestaurantOf } from '../mail/mail-restaurant';
import type { HostHandle } from './start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from './testing/sample-gate';
import { startTestHost } from './testing/start-test-host';

/** A real bounce through the local host: outbox, nodemailer, the embedded SMTP sink's 550, the e-mail log. */
/** The host's pinned clock: mails are queued and sent at this instant. */
const NOW = new Date('2026-11-22T10:00:00.000Z');
let dataDir: string;
let host: HostHandle;
const restaurant = mailRestaurantOf({ id: 'r1', data: { name: 'Chez Test' } });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'host-bounce-'));
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: (_dir, now) => workerStoreForHost(now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processMailOutbox },
  });
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

const queue = (id: string, to: string) =>
  transact(async (tx) =>
    enqueueMail(tx, {
      id,
      type: 'review_request',
      to,
      toName: 'Ana',
      restaurant,
      data: { customerName: 'Ana', restaurantName: 'Chez Test', restaurantId: 'r1', reservationId: 'res1' },
    }),
  );

describe('bounces on the local host', () => {
  it('records a recipient the sink refuses for good as a bounce, and delivers the others', async () => {
    await queue('to-bounce', 'personne@rebond.invalid');
    await queue('to-deliver', 'ana@example.fr');
    await host.jobs.trigger('processMailOutbox');

    const bounced = EmailLogSchema.parse((await host.store.get('email_logs/to-bounce')).data);
    expect(bounced.status).toBe('failed');
    expect(bounced.bouncedAt).toEqual(expect.any(String));
    expect(bounced.errorMessage).toContain('550');
    expect((await host.store.get('mail_outbox/to-bounce')).data).toMatchObject({ status: 'failed' });
    const delivered = EmailLogSchema.parse((await host.store.get('email_logs/to-deliver')).data);
    expect(delivered.status).toBe('sent');
    expect(delivered.bouncedAt).toBeUndefined();
    expect((await host.mailbox.list()).map((mail) => mail.to)).toEqual([['ana@example.fr']]);
  });
});
