import { createHash } from 'node:crypto';
import type { Transaction } from '@app/data';
import { type DinerLocale, resolveMessageLocale } from '@app/domain';
import { serverTranslator } from '@app/i18n/server';
import { trackLinkExpiry } from '../mail/link-signing';
import type { MailContext } from '../mail/mail-layout';
import { MAIL_FAILURE_POLICY, type OutboxDoc, type OutboxMailInput } from '../mail/mail-types';
import type { MailRestaurant } from '../mail/mail-restaurant';
import { renderMail } from '../mail/render-mail';
import { parseSender } from '../mail/smtp-address';
import { keyedDigest } from './keyed-digest';
import { runtime } from './runtime';

export const OUTBOX_COLLECTION = 'mail_outbox';

/** Transactions that queued at least one mail: `transact` drains the outbox after they commit. */
const transactionsWithMail = new WeakSet<Transaction>();

/** True when this transaction queued a mail (read by `transact`). */
export function queuedMailIn(tx: Transaction): boolean {
  return transactionsWithMail.has(tx);
}

/**
 * Marks a transaction as one that queued a message of another channel (an SMS, sms/sms-outbox.ts): `transact`
 * then runs the same after-commit drain as for mail, so that the message leaves at once on the local host.
 */
export function markMessageQueued(tx: Transaction, notBefore?: Date): void {
  transactionsWithMail.add(tx);
  // A delayed SMS (a refusal's, held for its undo window) gets the same delayed drain as a delayed mail.
  if (notBefore) noteDelayedMessage(tx, notBefore);
}

/** Latest not-before time, still to come, of the mails a transaction queued (read by `transact`). */
const delayedMailDue = new WeakMap<Transaction, Date>();

function noteDelayedMessage(tx: Transaction, notBefore: Date): void {
  if (notBefore.getTime() <= runtime().now().getTime()) return;
  const latest = delayedMailDue.get(tx);
  if (!latest || notBefore > latest) delayedMailDue.set(tx, notBefore);
}

/** When the last of this transaction's delayed mails falls due; undefined when none waits. */
export function delayedMailDueIn(tx: Transaction): Date | undefined {
  return delayedMailDue.get(tx);
}

/** The keyed digest standing for an address in an outbox id (20 hex characters, lib/keyed-digest.ts). */
export function outboxAddressDigest(email: string): string {
  return keyedDigest('outbox-address', email, 20);
}

/**
 * The plain sha256 that stood for an address in outbox ids made before digests were keyed (issue 49): read only
 * to find such a mail again (isMailQueued, planMailWithdrawal) and to move it away on erasure.
 */
export function legacyAddressDigest(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20);
}

const ADDRESS_IN_KEY = /[^\s:/]+@[^\s:/]+/g;

/**
 * Outbox ids are document ids: no slash, bounded length, and no e-mail address in clear (a document id cannot be
 * anonymised, and the id is also the e-mail log's and the tracking's): an address in the key becomes its keyed
 * digest, the same for the same address, so a deterministic id still finds its mail, and a list of addresses
 * cannot be matched against ids without the deployment's key.
 */
export function outboxId(key: string): string {
  return key
    .replace(ADDRESS_IN_KEY, (email) => `e-${outboxAddressDigest(email)}`)
    .replace(/\//g, '_')
    .slice(0, 500);
}

/** The id the same key had before digests were keyed; undefined when the key names no address. */
function legacyOutboxId(key: string): string | undefined {
  if (!key.includes('@')) return undefined;
  return key
    .replace(ADDRESS_IN_KEY, (email) => `e-${legacyAddressDigest(email)}`)
    .replace(/\//g, '_')
    .slice(0, 500);
}

/** The outbox path of a key's mail: the keyed id, or the legacy one when only a mail queued before exists. */
async function queuedMailPath(tx: Pick<Transaction, 'get'>, key: string): Promise<string> {
  const path = `${OUTBOX_COLLECTION}/${outboxId(key)}`;
  const legacy = legacyOutboxId(key);
  if (!legacy) return path;
  const [current, old] = await Promise.all([tx.get(path), tx.get(`${OUTBOX_COLLECTION}/${legacy}`)]);
  return !current.exists && old.exists ? old.path : path;
}

/** Shown for mails of no restaurant when the configured sender has no display name. */
const FALLBACK_PRODUCT_NAME = 'Réservations';

/** The template context of a mail: its id doubles as tracking id. */
export function mailContext(
  id: string,
  to: string,
  campaignId: string | undefined,
  restaurant?: MailRestaurant,
  chosenLocale?: DinerLocale,
): MailContext {
  const rt = runtime();
  const locale = chosenLocale ?? resolveMessageLocale({ venue: restaurant });
  return {
    trackingId: id,
    recipientEmail: to,
    campaignId: campaignId ?? '',
    urls: rt.urls,
    linkSecret: rt.linkSecret,
    linksExpire: trackLinkExpiry(rt.now()),
    ...(restaurant ? { restaurant } : {}),
    productName: parseSender(rt.smtp.from).name || FALLBACK_PRODUCT_NAME,
    locale,
    i18n: serverTranslator(locale),
  };
}

/** A display name on one line: a line break in a header value would start a new header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Mail types sent under a venue's name that are not the venue's mail to its diners (staff accounts). */
const UNATTRIBUTED_TYPES: ReadonlySet<string> = new Set(['user_invitation']);

/**
 * Queues a mail in the same transaction as the business change (outbox pattern, ARCHITECTURE §3).
 * The mail is rendered now (its links carry its id as tracking id), under its restaurant's name and colours; `create` fails the transaction if the id
 * exists, so a deterministic id (e.g. `reservation:{id}:confirmation:{n}`) can never be queued, hence sent, twice.
 * Returns the outbox id, which is also the e-mail log id and the tracking id.
 */
export function enqueueMail(tx: Transaction, mail: OutboxMailInput): string {
  const id = outboxId(mail.id);
  const to = mail.to.trim().toLowerCase();
  const at = runtime().now().toISOString();
  const restaurant = mail.restaurant;
  const ctx = mailContext(id, to, mail.campaignId, restaurant, mail.locale);
  const rendered = renderMail(mail.type, ctx, mail.data as never);
  const fromName = restaurant ? oneLine(restaurant.name) : '';
  // A staff invitation leaves under the venue's name, but it is no mail of the venue to its diners: its reports
  // and e-mail statistics never count it.
  const attributed = restaurant && !UNATTRIBUTED_TYPES.has(mail.type) ? restaurant : undefined;
  const doc: OutboxDoc = {
    id,
    to,
    recipientName: mail.toName ?? '',
    subject: rendered.subject,
    ...(rendered.logSubject ? { logSubject: rendered.logSubject } : {}),
    html: rendered.html,
    text: rendered.text,
    type: mail.type,
    trackingId: id,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: mail.notBefore ? mail.notBefore.toISOString() : at,
    createdAt: at,
    policy: MAIL_FAILURE_POLICY[mail.type],
    ...(attributed ? { restaurantId: attributed.id } : {}),
    ...(attributed?.name ? { restaurantName: attributed.name } : {}),
    ...(fromName ? { fromName } : {}),
    ...(restaurant?.email ? { replyTo: restaurant.email } : {}),
    ...(mail.reservationId ? { reservationId: mail.reservationId } : {}),
    ...(mail.campaignId ? { campaignId: mail.campaignId } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    ...(rendered.headers ? { headers: rendered.headers } : {}),
    ...(mail.customerId ? { customerId: mail.customerId } : {}),
    locale: ctx.locale,
  };
  tx.create(`${OUTBOX_COLLECTION}/${id}`, doc);
  transactionsWithMail.add(tx);
  if (mail.notBefore && mail.notBefore.toISOString() > at) {
    const latest = delayedMailDue.get(tx);
    if (!latest || mail.notBefore > latest) delayedMailDue.set(tx, mail.notBefore);
  }
  return id;
}

/**
 * Whether a mail of this id was ever queued (outbox entries are kept once sent). Read it in the transaction, with
 * the other reads, when two paths may queue the same mail (a gift reached on the tablet, then claimed): the
 * second one skips it instead of failing on `create`.
 */
export async function isMailQueued(tx: Pick<Transaction, 'get'>, id: string): Promise<boolean> {
  return (await tx.get(await queuedMailPath(tx, id))).exists;
}

/**
 * Withdraws a queued mail that has not left yet, in the caller's transaction: reads it now (with the other
 * reads) and, on `commit()`, marks it 'cancelled' so that no worker sends it. A mail already taken by a worker
 * ('sending'), sent or failed cannot be withdrawn; the worker's claim and this write are both transactional,
 * so exactly one of them wins.
 */
export async function planMailWithdrawal(
  tx: Transaction,
  id: string,
  now: Date,
): Promise<{ withdrawn: boolean; commit: () => void }> {
  const path = await queuedMailPath(tx, id);
  const snap = await tx.get<OutboxDoc>(path);
  const withdrawn = snap.exists && snap.data?.status === 'pending';
  return {
    withdrawn,
    commit: () => {
      if (withdrawn) tx.update(path, { status: 'cancelled', cancelledAt: now.toISOString() });
    },
  };
}
