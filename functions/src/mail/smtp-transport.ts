import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Runtime } from '../lib/runtime';
import { isLoopbackHost, parseSender } from './smtp-address';
import { holdFinalDot } from './final-dot-hold';

export { isLoopbackHost, parseSender };

/** A mail as handed to SMTP. */
export interface SmtpMessage {
  to: string;
  toName: string;
  subject: string;
  html: string;
  text: string;
  /** Sender display name (a restaurant's name); the configured sender is used as it is when absent. */
  fromName?: string;
  /** Reply-To address (the restaurant's e-mail). */
  replyTo?: string;
  /** Small text files (a calendar event), sent as UTF-8 attachments. */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/**
 * From and Reply-To of a message. Only the display name changes with the restaurant: the address stays the
 * configured one, the only address the SMTP account may send from (SPF, DKIM). Address objects let nodemailer
 * quote and encode names such as 'Chez "Léo", Bar'.
 */
export function senderHeaders(
  configuredFrom: string,
  message: Pick<SmtpMessage, 'fromName' | 'replyTo'>,
): { from: string | { name: string; address: string }; replyTo?: { name: string; address: string } } {
  const name = message.fromName?.trim() ?? '';
  const from = name ? { name, address: parseSender(configuredFrom).address } : configuredFrom;
  return message.replyTo ? { from, replyTo: { name, address: message.replyTo } } : { from };
}

/**
 * nodemailer options for an SMTP configuration. Any real server gets TLS with its certificate checked
 * (TLS 1.2 at least): implicit TLS on port 465 or when `secure` is set, otherwise STARTTLS is required, so a
 * server that does not offer it (or a man in the middle that strips it) gets no password and no mail. Only a
 * loopback host (the local sink) may be spoken to without TLS.
 */
export function transportOptions(smtp: Runtime['smtp']): SMTPTransport.Options {
  const auth = smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined;
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  if (isLoopbackHost(smtp.host) && !smtp.secure) {
    return {
      host: smtp.host,
      port: smtp.port,
      secure: false,
      ...(auth ? { auth } : {}),
      tls: { rejectUnauthorized: false },
      ...timeouts,
    };
  }
  const secure = smtp.secure || smtp.port === 465;
  return {
    host: smtp.host,
    port: smtp.port,
    secure,
    ...(secure ? {} : { requireTLS: true }),
    ...(auth ? { auth } : {}),
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
    ...timeouts,
  };
}

/** Builds the MIME message without sending it (nodemailer's stream transport), so that its end can be held. */
const mimeBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** What a send may ask besides the message. */
export interface SendOptions {
  /** The Message-ID the message carries (`<…@domain>`): the outbox gives the same one on every attempt. */
  messageId?: string;
  /**
   * Awaited once the server has the whole message but the final `.` that asks it to accept it: until then the
   * server cannot have accepted anything (a connection lost before the dot delivers nothing), so what is
   * recorded here tells a later attempt whether the mail may already be delivered (claim-mail.ts). Should it
   * throw, the dot is never sent and the send fails with that error (final-dot-hold.ts).
   */
  beforeCommit?: () => Promise<void>;
}

/** Sends one message; resolves with its Message-ID (the one given, else nodemailer's). */
export async function sendSmtp(
  smtp: Runtime['smtp'],
  message: SmtpMessage,
  options: SendOptions = {},
): Promise<string> {
  const built = await mimeBuilder.sendMail({
    ...senderHeaders(smtp.from, message),
    to: message.toName ? { name: message.toName, address: message.to } : message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(options.messageId ? { messageId: options.messageId } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
          })),
        }
      : {}),
  });
  const raw = built.message as Buffer;
  const hold = options.beforeCommit ? holdFinalDot(raw, options.beforeCommit) : undefined;
  // One transport per send (none was pooled): the hold reads this very connection's transaction log.
  const transport = nodemailer.createTransport({
    ...transportOptions(smtp),
    ...(hold ? { logger: hold.logger, transactionLog: true } : {}),
  });
  try {
    await transport.sendMail({ envelope: built.envelope, raw: hold?.stream ?? raw });
  } finally {
    hold?.release();
    transport.close();
  }
  return String(options.messageId ?? built.messageId ?? '');
}

const TRANSIENT_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'ECONNECTION',
  'EDNS',
  'EAI_AGAIN',
  'ETLS',
]);

/**
 * Whether a send failure may succeed later: network trouble or a 4xx SMTP answer (greylisting, mailbox busy).
 * A 5xx answer (unknown recipient, rejected content) will fail the same way every time.
 */
export function isTransientSmtpError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { responseCode, code } = err as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_NETWORK_CODES.has(code);
}

/** SMTP commands whose refusal is about the recipient or the message (a bounce), not about our account. */
const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * Whether a send failure is a bounce: a permanent (5xx) refusal of the recipient or of the message, given to
 * RCPT TO or DATA. A 5xx to AUTH or MAIL FROM is our configuration's fault, not the address's, so it is a failure
 * but no bounce; a 4xx or a network error is retried (isTransientSmtpError).
 */
export function isPermanentSmtpRefusal(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { responseCode, command } = err as { responseCode?: unknown; command?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return false;
  return typeof command !== 'string' || RECIPIENT_COMMANDS.has(command);
}
