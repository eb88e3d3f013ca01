import { z } from 'zod';
import { TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/**
 * Consent kept per venue and per channel (ARCHITECTURE §9 « A venue's view holds what that venue was given »):
 * each decision carries its proof, what the CNIL asks a controller to be able to show: when, how and the words
 * the person saw.
 */

/** The channels a venue asks consent for: marketing e-mails, marketing SMS, the processing of the data. */
export const CONSENT_CHANNELS = ['email', 'sms', 'rgpd'] as const;
/** One of {@link CONSENT_CHANNELS}. */
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The boolean field of a venue's view each channel keeps (what campaigns query). */
export const CONSENT_FIELD = {
  email: 'emailMarketingConsent',
  sms: 'smsMarketingConsent',
  rgpd: 'rgpdConsent',
} as const satisfies Record<ConsentChannel, string>;

/**
 * How a decision was collected: a form the customer filled (portal registration, customer space), the venue's
 * tablet, the venue's staff (told by the customer), an import of older data, an unsubscribe link.
 */
export const CONSENT_METHODS = ['form', 'tablet', 'staff', 'import', 'unsubscribe'] as const;
/** One of {@link CONSENT_METHODS}. */
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** Longest text kept as shown. */
export const CONSENT_TEXT_MAX = 500;

/** One decision and its proof: given or withdrawn, when, how, and the text shown. */
export const ConsentProofSchema = z.object({
  granted: z.boolean(),
  at: TimestampSchema,
  method: z.enum(CONSENT_METHODS),
  text: safeString().max(CONSENT_TEXT_MAX),
});
/** {@link ConsentProofSchema} output type. */
export type ConsentProof = z.infer<typeof ConsentProofSchema>;

/** The last decision of each channel at one venue (absent: never asked, hence not given). */
export const ConsentProofsSchema = z
  .object({
    email: ConsentProofSchema.optional(),
    sms: ConsentProofSchema.optional(),
    rgpd: ConsentProofSchema.optional(),
  })
  .default({});
/** {@link ConsentProofsSchema} output type. */
export type ConsentProofs = z.infer<typeof ConsentProofsSchema>;
