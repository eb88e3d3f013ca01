/**
 * The reserved domain the local SMTP sinks refuse for good (RFC 2606 keeps `.invalid` from ever resolving): a
 * recipient `anything@rebond.invalid` is answered 550 at RCPT TO, as a real server answers an unknown mailbox,
 * so a bounce can be produced on purpose, in tests and by hand on the local host.
 */
export const BOUNCE_DOMAIN = 'rebond.invalid';

/** The 550 refusal a sink gives a recipient of {@link BOUNCE_DOMAIN}; undefined for any other recipient. */
export function sinkRefusalOf(address: string): (Error & { responseCode: number }) | undefined {
  const domain = address.trim().toLowerCase().split('@').pop();
  if (domain !== BOUNCE_DOMAIN) return undefined;
  return Object.assign(new Error(`5.1.1 <${address}>: adresse inconnue (domaine de rebond)`), {
    responseCode: 550,
  });
}
