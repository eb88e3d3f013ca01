import {
  CONSENT_CHANNELS,
  CONSENT_FIELD,
  ConsentProofsSchema,
  type ConsentChannel,
  type ConsentMethod,
  type ConsentProof,
  type ConsentProofs,
} from '../schemas/consent-proof';

/** What a view stores for its consents: the three flags campaigns query and the proof of each. */
export interface ConsentFields {
  emailMarketingConsent: boolean;
  smsMarketingConsent: boolean;
  rgpdConsent: boolean;
  consentProofs: ConsentProofs;
}

/** The consents a stored view holds (flags without a proof read as given only when the flag says so). */
export function readConsentFields(view: Record<string, unknown> | null | undefined): ConsentFields {
  const parsed = ConsentProofsSchema.safeParse(view?.consentProofs ?? {});
  return {
    emailMarketingConsent: view?.emailMarketingConsent === true,
    smsMarketingConsent: view?.smsMarketingConsent === true,
    rgpdConsent: view?.rgpdConsent === true,
    consentProofs: parsed.success ? parsed.data : {},
  };
}

/**
 * The consent fields of a view once `decisions` are applied: each decided channel takes the decision's flag and
 * keeps it as its proof; the others are left as they were. The whole proofs map is returned, so that a write
 * replaces it rather than relying on a deep merge.
 * @example applyConsentDecisions({ view, decisions: { email: { granted: false, at, method: 'unsubscribe', text } } })
 */
export function applyConsentDecisions({
  view,
  decisions,
}: {
  view: Record<string, unknown> | null | undefined;
  decisions: Partial<Record<ConsentChannel, ConsentProof>>;
}): ConsentFields {
  const current = readConsentFields(view);
  const next: ConsentFields = { ...current, consentProofs: { ...current.consentProofs } };
  for (const channel of CONSENT_CHANNELS) {
    const decision = decisions[channel];
    if (!decision) continue;
    next[CONSENT_FIELD[channel]] = decision.granted;
    next.consentProofs[channel] = decision;
  }
  return next;
}

/** The same decision for several channels (a withdrawal of e-mails and SMS at once). */
export function decideChannels({
  channels,
  granted,
  at,
  method,
  text,
}: {
  channels: readonly ConsentChannel[];
  granted: boolean;
  at: string;
  method: ConsentMethod;
  text: string;
}): Partial<Record<ConsentChannel, ConsentProof>> {
  return Object.fromEntries(channels.map((channel) => [channel, { granted, at, method, text }]));
}

/** The consents of a venue that never asked: nothing given, no proof. */
export function noConsents(): ConsentFields {
  return {
    emailMarketingConsent: false,
    smsMarketingConsent: false,
    rgpdConsent: false,
    consentProofs: {},
  };
}
