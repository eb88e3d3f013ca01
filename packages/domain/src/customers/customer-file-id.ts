import { frenchNationalNumber } from '../phone/french-national-number';

/** Who a customer-file id designates: an e-mail, or a name and a phone for customers without e-mail. */
export type CustomerFileIdParts =
  { kind: 'email'; email: string } | { kind: 'name-phone'; name: string; phone: string };

/**
 * Phones are compared without spaces, dots and dashes, and French numbers in their national form, so
 * '06 12 34 56 78', '06.12.34.56.78' and the E.164 '+33612345678' stored since numbers are normalised are one
 * person (and keep the customer-file id that records made before had: 'Jean Dupont_0612345678').
 */
export function normalizePhone({ phone }: { phone: string }): string {
  return frenchNationalNumber({ phone }) ?? phone.replace(/[\s.\-()]/g, '');
}

/**
 * Id of a customer document (`customers/{id}`): the e-mail lower-cased, else `name_phone`.
 * '/' is replaced because a document id cannot contain it. Returns '' when neither is known.
 * @example buildCustomerFileId({ email: '', name: 'Jean Dupont', phone: '06 12 34 56 78' }) // 'Jean Dupont_0612345678'
 */
export function buildCustomerFileId({
  email,
  name,
  phone,
}: {
  email?: string;
  name?: string;
  phone?: string;
}): string {
  const mail = (email ?? '').trim().toLowerCase();
  if (mail) return mail.replaceAll('/', '_');
  const cleanName = (name ?? '').trim().replace(/\s+/g, ' ');
  const cleanPhone = normalizePhone({ phone: phone ?? '' });
  if (!cleanName && !cleanPhone) return '';
  return `${cleanName}_${cleanPhone}`.replaceAll('/', '_');
}

/**
 * Reads a customer-file id back: an e-mail when it has an '@', else name and phone, the phone being
 * the part after the last underscore (names may themselves contain underscores).
 */
export function parseCustomerFileId({ id }: { id: string }): CustomerFileIdParts {
  const lastUnderscore = id.lastIndexOf('_');
  if (id.includes('@') || lastUnderscore < 0) return { kind: 'email', email: id };
  return { kind: 'name-phone', name: id.slice(0, lastUnderscore), phone: id.slice(lastUnderscore + 1) };
}
