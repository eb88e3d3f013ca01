import { EMAIL_LINK_ACTOR } from '../reservations/is-reminder-due';
import { SMS_REPLY_ACTOR } from '../sms/sms-history-texts';
import { truncateText } from '../text/truncate-text';
/** Authors written by the product besides user ids and e-mails. */
export const SYSTEM_AUTHORS = ['system', 'système'] as const;
/** Author shown for bookings made on the public link. */
export const INTERNET_AUTHOR = 'Client Internet';
/** Author of the confirmation an online request gets from its venue's auto-confirm rule (issue 36). */
export const AUTO_CONFIRM_AUTHOR = 'Confirmation automatique';

/** Shortens an id for display ('a1b2c3d4…'), as the product shows unknown authors. */
export function shortenId(id: string, length = 8): string {
  const short = truncateText({ text: id, max: length });
  return short === id ? id : `${short}…`;
}

function isSystem(author: string): boolean {
  return (SYSTEM_AUTHORS as readonly string[]).includes(author.toLowerCase());
}

/**
 * How a history entry's author reads on screen.
 * - empty or 'system': 'Système';
 * - the viewer (their user id, or their e-mail in the customer space) or 'client' for a customer viewer: 'Vous';
 * - a known staff id: the person's name; an e-mail or 'Client Internet': as written;
 * - 'client' seen by staff: 'Client'; any other id: shortened.
 */
export function describeHistoryAuthor({
  changedBy,
  viewer,
  userNames = {},
}: {
  changedBy: string | undefined;
  /** Who looks: a staff user id, or a customer's e-mail. */
  viewer: { kind: 'staff'; id: string } | { kind: 'customer'; email: string };
  userNames?: Readonly<Record<string, string>>;
}): string {
  const author = (changedBy ?? '').trim();
  if (author === '' || isSystem(author)) return 'Système';
  if (viewer.kind === 'staff' && author === viewer.id) return 'Vous';
  if (
    viewer.kind === 'customer' &&
    (author === 'client' || author.toLowerCase() === viewer.email.toLowerCase())
  )
    return 'Vous';
  if (author === 'client') return 'Client';
  // The reminder's one-tap links: the diner themself, named as such for staff.
  if (author === EMAIL_LINK_ACTOR) return viewer.kind === 'customer' ? 'Vous' : EMAIL_LINK_ACTOR;
  if (author === SMS_REPLY_ACTOR) return viewer.kind === 'customer' ? 'Vous' : SMS_REPLY_ACTOR;
  if (author === AUTO_CONFIRM_AUTHOR) return AUTO_CONFIRM_AUTHOR;
  const name = userNames[author];
  if (name) return name;
  if (author === INTERNET_AUTHOR || author.includes('@')) return author;
  return shortenId(author);
}

/**
 * Who created a reservation, for the detail modal. No creator, 'Client Internet' or 'client' means the public
 * link; an unknown user id is a deleted account ('Utilisateur supprimé' with the shortened id).
 */
export function describeCreator({
  createdBy,
  userNames = {},
}: {
  createdBy: string | undefined;
  userNames?: Readonly<Record<string, string>>;
}): string {
  const author = (createdBy ?? '').trim();
  if (author === '' || author === INTERNET_AUTHOR || author === 'client') return INTERNET_AUTHOR;
  if (isSystem(author)) return 'Système';
  const name = userNames[author];
  if (name) return name;
  if (author.includes('@')) return author;
  return `Utilisateur supprimé (${shortenId(author)})`;
}

/** Whether a reservation came from the public link (origin icon): no staff creator and not a tablet visit. */
export function isInternetReservation({
  createdBy,
  source,
}: {
  createdBy?: string;
  source?: string;
}): boolean {
  if (source) return source === 'online';
  const author = (createdBy ?? '').trim();
  return author === '' || author === INTERNET_AUTHOR || author === 'client';
}
