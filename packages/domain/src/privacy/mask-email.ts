/**
 * An e-mail address as a list may show it without spelling it out: the first character of the name, then the
 * domain (« j•••@mailinator.com »), enough for staff to recognise the address they blocked.
 * @example maskEmail({ email: 'jean.dupont@mailinator.com' }) // 'j•••@mailinator.com'
 */
export function maskEmail({ email }: { email: string }): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${Array.from(address)[0] ?? ''}•••${address.slice(at)}`;
}
