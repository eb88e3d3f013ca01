/** Longest alphanumeric sender the networks show (GSM 03.40 TP-OA: 11 characters). */
export const MAX_SMS_SENDER_LENGTH = 11;
/** Shortest sender the French operators accept. */
export const MIN_SMS_SENDER_LENGTH = 3;

export const SMS_SENDER_MESSAGES = {
  invalid:
    "Nom d'expéditeur SMS invalide : de 3 à 11 lettres ou chiffres, sans accent, avec au moins une lettre",
} as const;

/**
 * Whether a venue's SMS sender name can be shown as the sender: 3 to 11 characters among A–Z, a–z, 0–9 and
 * spaces (no accent: the networks drop them), with at least one letter (digits only would read as a phone
 * number) and no leading or trailing space.
 * @example isValidSmsSenderName('AuBureau') // true
 */
export function isValidSmsSenderName(name: string): boolean {
  if (name.length < MIN_SMS_SENDER_LENGTH || name.length > MAX_SMS_SENDER_LENGTH) return false;
  if (name.trim() !== name) return false;
  return /^[A-Za-z0-9 ]+$/.test(name) && /[A-Za-z]/.test(name);
}

/**
 * A sender name suggested from the venue's name: accents dropped, other characters removed, cut to 11.
 * @example suggestSmsSenderName('Le Petit Zinc') // 'Le Petit Zi'
 */
export function suggestSmsSenderName(venueName: string): string {
  const plain = venueName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, MAX_SMS_SENDER_LENGTH).trim();
}
