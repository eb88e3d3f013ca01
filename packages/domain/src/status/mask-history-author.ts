import { INTERNET_AUTHOR, SYSTEM_AUTHORS } from './describe-history-author';

/** The author a customer sees for any change made by the venue's staff (or its tablet). */
export const RESTAURANT_AUTHOR = 'restaurant';
/** The author written when the customer made the change without their e-mail being recorded. */
export const CLIENT_AUTHOR = 'client';

/**
 * A history entry's author as the customer may see it (customer reservation detail): their own e-mail or
 * 'client' when they made the change, '' for the system (no author, 'system'), 'Client Internet' as written
 * (the public booking link: a product label, nobody's identity), `staffLabel` ('restaurant' unless given, e.g.
 * « l'équipe d'Au Bureau » in an export) for anyone else. Staff user ids and e-mails never reach a customer. The
 * e-mail is compared lower-cased.
 * @example maskHistoryAuthor({ changedBy: 'uid-123', customerEmail: 'ana@mail.fr' }) // 'restaurant'
 */
export function maskHistoryAuthor({
  changedBy,
  customerEmail,
  staffLabel = RESTAURANT_AUTHOR,
}: {
  changedBy: string | undefined;
  customerEmail: string;
  staffLabel?: string;
}): string {
  const author = (changedBy ?? '').trim();
  if (author === '' || (SYSTEM_AUTHORS as readonly string[]).includes(author.toLowerCase())) return '';
  if (author === CLIENT_AUTHOR || author === INTERNET_AUTHOR) return author;
  const email = customerEmail.trim().toLowerCase();
  if (email !== '' && author.toLowerCase() === email) return email;
  return staffLabel;
}
