/**
 * What the shared tablet may show of a customer's contact details: enough for the customer to recognise
 * themselves, not enough for the next person at the kiosk to read someone else's e-mail or phone
 * (the specified tablet read the whole customer file).
 */

/** 'marie.dupont@gmail.com' → 'ma•••@gmail.com'; a local part of 1–2 characters keeps only its first. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  // Cut by code point: an emoji or a letter outside the basic plane is kept whole, never half of it.
  const local = Array.from(email.slice(0, at));
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep).join('')}•••${email.slice(at)}`;
}

/** '06 12 34 56 78' → '•• •• •• •• 78': only the last two digits stay visible. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '';
  return `•• •• •• •• ${digits.slice(-2)}`;
}

/** The contact line shown on the tablet: the masked e-mail when known, else the masked phone. */
export function maskContact(contact: { email?: string; phone?: string }): string {
  return (contact.email && maskEmail(contact.email)) || (contact.phone && maskPhone(contact.phone)) || '';
}
