import { createHash } from 'node:crypto';

/**
 * The SMTP configuration's addresses, read without nodemailer (the sender's name for a mail, whether a server is
 * this machine's sink): what the outbox and the health check need, without loading the transport at their start.
 */

/**
 * The configured sender ('Réservations <resa@example.com>', '"Resto, SAS" <resa@resto.fr>' or a bare address)
 * split into its display name and address. Read here rather than with nodemailer's internal address parser:
 * `nodemailer/lib/addressparser` is a folder of the package, which Node's ES modules refuse to import, so the
 * deployed bundle could not load (issue 41). One mailbox is all SMTP_FROM ever holds.
 */
export function parseSender(from: string): { name: string; address: string } {
  const angled = /^(.*)<([^<>]*)>\s*$/s.exec(from.trim());
  if (!angled) return { name: '', address: from.trim() };
  const rawName = (angled[1] ?? '').trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$/s.exec(rawName);
  const name = quoted ? (quoted[1] ?? '').replace(/\\(.)/g, '$1') : rawName;
  const address = (angled[2] ?? '').trim();
  return { name, address: address || from.trim() };
}

/** Hosts that are this machine: only the local sink, which has no certificate, may be spoken to in clear. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Whether an SMTP host is this machine (the embedded sink, or a relay on the same machine). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.trim().toLowerCase());
}

/**
 * The Message-ID of an outbox mail, the same on every attempt (issue 55): derived from the outbox id, at the
 * sending domain (the configured sender's), `<…@…>` as RFC 5322 writes it. A mail sent again after a crash carries
 * the one it may already have been delivered with, so that a mailbox which keeps one message per Message-ID, and
 * whoever reads the headers, sees one mail.
 * @example outboxMessageId('reservation:r1:confirmation:1', 'Resto <resa@resto.fr>') // '<outbox.3f2a…@resto.fr>'
 */
export function outboxMessageId(id: string, from: string): string {
  const domain = parseSender(from).address.split('@')[1]?.trim().toLowerCase() || 'localhost';
  return `<outbox.${createHash('sha256').update(id).digest('hex').slice(0, 32)}@${domain}>`;
}
