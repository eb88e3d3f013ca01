import { UnsubscribeLinkInputSchema } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { assertUnsubscribeLink, describeUnsubscribeLink, unsubscribeAddress } from './unsubscribe-link';

/** A link is counted by its signature: the same link opened again and again, or tried by a script. */
const linkLimits = (signature: string, request: Parameters<typeof perAddress>[1]) => [
  perAddress(PUBLIC_LIMITS.unsubscribeIp, request),
  perSubject(PUBLIC_LIMITS.unsubscribeLink, 'unsubscribe', signature),
];

/** The unsubscribe page opens: what the link is about, nothing changed (a scanner opening it does no harm). */
export const readUnsubscribeLink = defineCallable({
  name: 'readUnsubscribeLink',
  input: UnsubscribeLinkInputSchema,
  auth: 'public',
  limits: (input, { request }) => linkLimits(input.signature, request),
  handler: async (input, { now }) => {
    await assertUnsubscribeLink(input, now);
    return describeUnsubscribeLink(input);
  },
});

/** « Me désinscrire » on the unsubscribe page: marketing e-mails withdrawn at every venue, idempotent. */
export const unsubscribeByLink = defineCallable({
  name: 'unsubscribeByLink',
  input: UnsubscribeLinkInputSchema,
  auth: 'public',
  limits: (input, { request }) => linkLimits(input.signature, request),
  handler: async (input, { now }) => {
    await assertUnsubscribeLink(input, now);
    await unsubscribeAddress(input.email, now);
    return { ok: true as const, email: input.email };
  },
});
