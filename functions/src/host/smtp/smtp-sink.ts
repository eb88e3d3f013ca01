import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import * as logger from 'firebase-functions/logger';
import { sinkRefusalOf } from './bounce-domain';
import type { Mailbox } from './mailbox';

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/** Largest mail accepted: campaigns with images inline stay well below. */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;

function addressText(address: { name: string; address?: string | undefined } | undefined): string {
  if (!address) return '';
  if (!address.address) return address.name;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

/** An attachment's bytes as UTF-8 text (the product only attaches text files: calendar events). */
function attachmentText(content: ArrayBuffer | Uint8Array | string): string {
  if (typeof content === 'string') return content;
  return Buffer.from(content instanceof Uint8Array ? content : new Uint8Array(content)).toString('utf8');
}

/**
 * A local SMTP server that accepts every mail (no TLS, any or no login) and keeps it in the mailbox, so that the
 * outbox worker talks real SMTP through nodemailer exactly as in production, and tests can read what was sent.
 * Recipients at the reserved bounce domain (bounce-domain.ts) are refused with a 550, as a bounce.
 */
export async function startSmtpSink(options: { port: number; mailbox: Mailbox }): Promise<SmtpSink> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    banner: 'Resto local SMTP sink',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    onRcptTo(address, _session, callback) {
      callback(sinkRefusalOf(address.address) ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        void (async () => {
          try {
            const raw = Buffer.concat(chunks);
            const parsed = await PostalMime.parse(raw);
            const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            await options.mailbox.add({
              from: addressText(parsed.from) || envelopeFrom,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              messageId: parsed.messageId,
              html: parsed.html,
              text: parsed.text,
              headers: Object.fromEntries(parsed.headers.map((h) => [h.key, h.value])),
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.mimeType,
                content: attachmentText(file.content),
              })),
            });
            callback();
          } catch (err) {
            logger.error('SMTP sink could not keep a mail', err);
            callback(err instanceof Error ? err : new Error(String(err)));
          }
        })();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => logger.error('SMTP sink error', err));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
