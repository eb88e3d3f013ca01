/**
 * Why staff refuse a pending online request (issue 16). The dialog offers the short labels; the rejection
 * e-mail and the history carry the sentence, or the staff's own text for 'other'.
 */
export const REFUSAL_REASONS = ['full', 'closure', 'group_too_large', 'other'] as const;
/** One of {@link REFUSAL_REASONS}. */
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** How a refusal is named where cancellations and refusals are told apart (history, counts): 'Refusée'. */
export const REFUSAL_LABEL = 'Refusée';

/** Longest text staff may type for the 'other' reason. */
export const MAX_REFUSAL_TEXT_LENGTH = 300;

/** Short label of each reason, as the refusal dialog lists them. */
export const REFUSAL_REASON_LABELS: Readonly<Record<RefusalReason, string>> = {
  full: 'Complet',
  closure: 'Fermeture exceptionnelle',
  group_too_large: 'Groupe trop important',
  other: 'Autre',
};

/** Sentence of the rejection e-mail for each reason that has a fixed one ('other' uses the staff's text). */
export const REFUSAL_MAIL_SENTENCES: Readonly<Record<Exclude<RefusalReason, 'other'>, string>> = {
  full: 'Le restaurant est complet pour ce créneau.',
  closure: 'Le restaurant est exceptionnellement fermé ce jour-là.',
  group_too_large: 'Nous ne pouvons pas accueillir un groupe de cette taille pour ce créneau.',
};

/**
 * The sentence a refusal gives the diner (mail) and the history: the reason's fixed sentence, or the staff's
 * trimmed text for 'other'.
 * @example refusalSentence({ reason: 'closure' }) // 'Le restaurant est exceptionnellement fermé ce jour-là.'
 */
export function refusalSentence({
  reason,
  otherText,
}: {
  reason: RefusalReason;
  otherText?: string;
}): string {
  return reason === 'other' ? (otherText ?? '').trim() : REFUSAL_MAIL_SENTENCES[reason];
}
