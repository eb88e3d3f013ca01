import { SCAN_MESSAGES } from '@app/domain';
import { toUserMessage } from './error-message';

/** Lifetimes of the scan pages' toasts: within the spec's 1.5 to 4 s (customer-flows §8). */
export const SCAN_TOAST_MS = {
  success: 3000,
  error: 4000,
  /** 'Scan déjà en cours, veuillez patienter...' */
  busy: 2000,
} as const;

/** A code in the address (`?code=`) is checked this long after the page shows it (customer-flows §9). */
export const AUTO_CHECK_DELAY_MS = 500;

/**
 * The scan catalogue's texts a server refusal may carry. Some go on with details ('Code invalide : Formats
 * acceptés …', 'Ce bon a déjà été utilisé/expiré (utilisé le …)', 'Ce bon est à utiliser chez …'), hence
 * a comparison on the start.
 */
const SCAN_TEXTS: string[] = [
  ...Object.values<unknown>(SCAN_MESSAGES).filter((value): value is string => typeof value === 'string'),
  SCAN_MESSAGES.voucherOtherRestaurant(''),
];

/**
 * The French text of a failed scan call: the server's message when it is one of the scan catalogue's,
 * else `fallback` ('Erreur lors de la vérification du bon', "Erreur lors de l'application de la remise", …).
 */
export function scanErrorMessage(error: unknown, fallback: string): string {
  const text = toUserMessage(error, '');
  return text !== '' && SCAN_TEXTS.some((known) => text.startsWith(known)) ? text : fallback;
}
