import { randomBytes } from 'node:crypto';
import { CLIENT_AUTHOR, SMS_HISTORY } from '@app/domain';
import { legacyAddressDigest, outboxId, outboxAddressDigest } from '../../lib/outbox';

/**
 * Ids that still name an erased customer: vouchers (`gift_{venue}_{e-mail}_{n}`), their usages and staff audit,
 * mails and their logs (`login-code:e-{digest}:…`). A document id cannot be anonymised in place, so the erasure
 * moves such a document to an id where the address, or any digest of it (the keyed one, and the plain sha256 of
 * ids made before digests were keyed, which anyone holding a list of addresses recomputes), is replaced by one
 * random token per erasure: ids that belonged together (a voucher and its usage) stay together, and nothing in
 * them can be recomputed from the address, with or without the key (issue 49).
 */
export interface ErasedIds {
  /** The id with every trace of the address replaced; the same id when it named nothing. */
  of(id: string): string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function erasedIds(email: string): ErasedIds {
  const token = `erased-${randomBytes(8).toString('hex')}`;
  const address = email.trim().toLowerCase();
  const traces = address
    ? [address, `e-${outboxAddressDigest(address)}`, `e-${legacyAddressDigest(address)}`]
    : [];
  const pattern = traces.length ? new RegExp(traces.map(escape).join('|'), 'gi') : undefined;
  return {
    of: (id) => {
      const replaced = pattern ? id.replace(pattern, token) : id;
      // Any other address left in a mail's id (one queued before ids hid addresses) becomes its digest.
      return replaced === id && !id.includes('@') ? id : outboxId(replaced);
    },
  };
}

/** A diner's SMS answer in their booking's history, « Réponse SMS « … » : outcome »: the text they typed. */
const SMS_ANSWER = /^Réponse SMS « [\s\S]*» : ([\s\S]*)$/;

/**
 * A booking's status history with the customer's own changes written as 'client' (« Vous » in their space,
 * « Client » for staff), as cancelMyReservation writes them since issue 49 (bookings cancelled before wrote the
 * e-mail), and the SMS answers they typed (which may name them) kept as what they did only. Undefined when no
 * entry named them.
 */
export function historyWithoutAddress(history: unknown, email: string): unknown[] | undefined {
  if (!Array.isArray(history)) return undefined;
  const address = email.trim().toLowerCase();
  let changed = false;
  const next = history.map((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return entry;
    let out = entry as { changedBy?: unknown; reason?: unknown; kind?: unknown };
    const author = out.changedBy;
    if (address && typeof author === 'string' && author.trim().toLowerCase() === address)
      out = { ...out, changedBy: CLIENT_AUTHOR };
    const answer = out.kind === 'sms' && typeof out.reason === 'string' ? SMS_ANSWER.exec(out.reason) : null;
    if (answer && out.reason !== SMS_HISTORY.answer('…', answer[1] ?? ''))
      out = { ...out, reason: SMS_HISTORY.answer('…', answer[1] ?? '') };
    if (out !== entry) changed = true;
    return out;
  });
  return changed ? next : undefined;
}
