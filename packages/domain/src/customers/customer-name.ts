import { firstLetter } from '../text/first-letter';
/** 'jean-pierre' → 'Jean-Pierre': first letter of each part upper case, the rest lower case. */
function capitalize(word: string): string {
  return word
    .toLowerCase()
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_match, separator: string, letter: string) => separator + letter.toUpperCase(),
    );
}

/**
 * Splits a full name at the first space: first name before, last name after ('Jean de La Fontaine' →
 * 'Jean' / 'de La Fontaine'). A single word is a first name.
 */
export function splitFullName({ name }: { name: string }): { firstName: string; lastName: string } {
  const clean = name.trim().replace(/\s+/g, ' ');
  const space = clean.indexOf(' ');
  if (space < 0) return { firstName: clean, lastName: '' };
  return { firstName: clean.slice(0, space), lastName: clean.slice(space + 1) };
}

/** Rebuilds the stored full name 'first last' from its parts. */
export function joinFullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/**
 * Name as the reservation list shows it: surname upper case then first name capitalised ('DUPONT Jean').
 * Uses the separate fields when known, otherwise splits the full name at the first space.
 */
export function formatCustomerDisplayName({
  name,
  firstName,
  lastName,
}: {
  name?: string;
  firstName?: string;
  lastName?: string;
}): string {
  const parts =
    firstName?.trim() || lastName?.trim()
      ? { firstName: firstName ?? '', lastName: lastName ?? '' }
      : splitFullName({ name: name ?? '' });
  return [parts.lastName.trim().toUpperCase(), capitalize(parts.firstName.trim())].filter(Boolean).join(' ');
}

/** Initials shown on customer cards ('Jean Dupont' → 'JD'), '?' when there is no name. */
export function customerInitials({ name }: { name: string }): string {
  const { firstName, lastName } = splitFullName({ name });
  const initials = `${firstLetter({ text: firstName })}${firstLetter({ text: lastName })}`.toUpperCase();
  return initials || '?';
}
