import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { sinkRefusalOf } from '../../host/smtp/bounce-domain';

/** A mail received by the test SMTP server. */
export interface CapturedMail {
  to: string[];
  /** The From header as the recipient's client reads it (display name decoded). */
  from: { name: string; address: string };
  /** The Reply-To addresses, empty when the header is absent. */
  replyTo: { name: string; address: string }[];
  subject: string;
  html: string;
  text: string;
  /** When the SMTP server accepted the mail's data (Date.now()), to check the senders' pacing. */
  receivedAt: number;
  /** Its Message-ID header (`<…@…>`). */
  messageId: string;
  /** Attached files, their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface SmtpCapture {
  port: number;
  mails: CapturedMail[];
  /**
   * Answers this SMTP code to the next `count` mails for a recipient (451 = transient, 550 = final), at RCPT TO
   * or, with `stage` 'data', after the message's data. Recipients at the bounce domain are always refused (550).
   */
  failNext(recipient: string, code: number, count?: number, stage?: 'rcpt' | 'data'): void;
  close(): Promise<void>;
}

/** A parsed address as name and address; a group (never sent by the product) keeps its name only. */
function mailbox(address: { name: string; address?: string | undefined } | undefined) {
  return { name: address?.name ?? '', address: address?.address ?? '' };
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives, for integration tests. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const failures = new Map<string, { code: number; count: number; stage: 'rcpt' | 'data' }>();
  /** The planned refusal of a recipient at a stage, used up by the call. */
  const takeFailure = (recipient: string, stage: 'rcpt' | 'data') => {
    const failure = failures.get(recipient.toLowerCase());
    if (!failure || failure.count <= 0 || failure.stage !== stage) return undefined;
    failure.count -= 1;
    return Object.assign(new Error(`Refus de test ${failure.code}`), { responseCode: failure.code });
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(sinkRefusalOf(address.address) ?? takeFailure(address.address, 'rcpt') ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = session.envelope.rcptTo
          .map((rcpt) => takeFailure(rcpt.address, 'data'))
          .find((failure) => failure !== undefined);
        if (refusal) {
          callback(refusal);
          return;
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: mailbox(parsed.from),
              replyTo: (parsed.replyTo ?? []).map(mailbox),
              subject: parsed.subject ?? '',
              html: parsed.html ?? '',
              text: parsed.text ?? '',
              receivedAt: Date.now(),
              messageId: parsed.messageId ?? '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.mimeType,
                content:
                  typeof file.content === 'string'
                    ? file.content
                    : Buffer.from(new Uint8Array(file.content as ArrayBuffer)).toString('utf8'),
              })),
            });
            callback();
          })
          .catch((err: unknown) => callback(err as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    failNext(recipient, code, count = 1, stage = 'rcpt') {
      failures.set(recipient.toLowerCase(), { code, count, stage });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
