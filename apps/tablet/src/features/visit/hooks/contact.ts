import { TABLET_LOOKUP_MIN_EMAIL, TABLET_LOOKUP_MIN_PHONE } from '@app/domain';

/** What the customer typed to be found: a phone, an e-mail, or both. */
export interface Contact {
  phone: string;
  email: string;
}

/** The phone trimmed; the e-mail trimmed and lower-cased (customer-flows §5). */
export function normalizeContact({ phone, email }: Contact): Contact {
  return { phone: phone.trim(), email: email.trim().toLowerCase() };
}

/**
 * The contact to look up, or null while it is too short (phone under 8 characters and e-mail under 5). Only
 * the parts long enough are sent: a phone still being typed does not spoil a complete e-mail.
 */
export function lookupContact(typed: Contact): Contact | null {
  const { phone, email } = normalizeContact(typed);
  const usable = {
    phone: phone.length >= TABLET_LOOKUP_MIN_PHONE ? phone : '',
    email: email.length >= TABLET_LOOKUP_MIN_EMAIL ? email : '',
  };
  return usable.phone === '' && usable.email === '' ? null : usable;
}

/** One string per contact (query keys, request attempts). */
export function contactKey(contact: Contact): string {
  return `${contact.phone}|${contact.email}`;
}
