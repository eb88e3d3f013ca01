import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxDoc } from '../mail/mail-types';
import { callCrashHost, killHard, startCrashChild, type CrashChild } from './testing/crash-child';

/**
 * Each mail once across crashes of its sender (issue 55: a host killed after the SMTP server accepted a mail and
 * before the send was recorded sent it again about 95 s later, with a new Message-ID). The host is a child process
 * killed with SIGKILL by the test's own SMTP server, which outlives it: once at RCPT TO (the server holds nothing:
 * the mail must be sent again, with the Message-ID recorded before the attempt), once when a whole message has
 * arrived and before the server answers (the server holds it: it must never be sent again). Each start after a
 * kill runs on a clock moved past the killed worker's lease, as a host started again later would.
 */
const MINUTE = 60_000;
interface Received {
  to: string;
  messageId: string;
}
const received: Received[] = [];
/** What the server does to the host at the next mail: kill it at RCPT TO, or once the message is whole. */
let killAt: 'rcpt' | 'data' | undefined;
let killedRecipient: string | undefined;
let child: CrashChild | undefined;
let dataDir: string;
let smtp: SMTPServer;
let smtpPort = 0;

/** Kills the host now (the SMTP reply then goes nowhere), once, remembering which mail it was sending. */
async function killSender(recipient: string): Promise<void> {
  killAt = undefined;
  killedRecipient = recipient;
  if (child) await killHard(child.proc);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mail-crash-'));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (killAt !== 'rcpt') return callback();
      void killSender(address.address).then(() => callback());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then(async (mail) => {
          const to = session.envelope.rcptTo[0]?.address ?? '';
          // Accepted here, whatever becomes of the sender: the server holds the mail from now on.
          received.push({ to, messageId: mail.messageId ?? '' });
          if (killAt === 'data') await killSender(to);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  if (child) await killHard(child.proc);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const start = async (clockOffsetMs: number) => {
  child = await startCrashChild(dataDir, { smtpPort, clockOffsetMs, seed: false });
  return child;
};
/** Resolves once the host was killed (its answer to the call that made it send never comes). */
const untilKilled = async (call: Promise<unknown>) => {
  await call.catch(() => undefined);
  while (killAt !== undefined) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('the outbox across crashes of its sender (issue 55)', () => {
  it('sends every mail once, with one Message-ID, when the host dies before and after the server accepted it', async () => {
    const recipients = ['ana@example.fr', 'bob@example.fr', 'chloe@example.fr'];

    // 1. Killed at RCPT TO of the first mail it sends: nothing reached the server.
    killAt = 'rcpt';
    const first = await start(0);
    await untilKilled(callCrashHost(first, 'crashQueueMails', { recipients }));
    const killedBeforeData = killedRecipient;
    expect(received).toEqual([]);

    // 2. Started again later: it sends again the mail it had started, and dies once a whole message arrived.
    killAt = 'data';
    const second = await start(2 * MINUTE);
    await untilKilled(callCrashHost(second, 'crashDrainMail', {}));
    const killedAfterData = killedRecipient;
    expect(received.map((mail) => mail.to)).toEqual([killedAfterData]);

    // 3. Started again: the mail the server already holds is recorded, never sent again; the rest leave once.
    const third = await start(4 * MINUTE);
    await callCrashHost(third, 'crashDrainMail', {});
    const outbox = await callCrashHost<OutboxDoc[]>(third, 'crashMailState', {});
    const byRecipient = new Map(outbox.map((mail) => [mail.to, mail]));

    expect(received.map((mail) => mail.to).sort()).toEqual(recipients);
    for (const { to, messageId } of received) {
      const mail = byRecipient.get(to);
      expect(mail?.status, to).toBe('sent');
      // The Message-ID recorded before the first attempt is the one the server got, whatever the attempt.
      expect(mail?.messageId, to).toBe(messageId);
      expect(messageId).toMatch(/^<outbox\.[0-9a-f]{32}@resto\.local>$/);
    }
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(recipients.length);
    expect(byRecipient.get(killedAfterData ?? '')).toMatchObject({
      deliveryUnconfirmed: true,
      sendStage: 'data',
    });
    if (killedBeforeData !== killedAfterData) {
      const resent = byRecipient.get(killedBeforeData ?? '');
      expect(resent?.attempts).toBe(2);
      expect(resent?.deliveryUnconfirmed).toBeUndefined();
    }
  }, 240_000);
});
