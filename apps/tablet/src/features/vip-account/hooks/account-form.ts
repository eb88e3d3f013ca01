import type { TabletCreateAccountInput } from '@app/domain';
import { CUSTOMER_FIELD_MAX_LENGTHS, TabletCreateAccountInputSchema } from '@app/domain';

export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  postalCode: string;
  acceptTerms: boolean;
  marketingConsent: boolean;
}

export type AccountField = keyof AccountValues;

/** An empty form, with the phone or e-mail already typed in the visit modal when it leads here. */
export function emptyAccount(prefill: { phone?: string; email?: string } = {}): AccountValues {
  return {
    firstName: '',
    lastName: '',
    email: prefill.email ?? '',
    phone: prefill.phone ?? '',
    birthDate: '',
    postalCode: '',
    acceptTerms: false,
    marketingConsent: false,
  };
}

/** The postal code field keeps digits only, 5 at most. */
export function typedPostalCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CUSTOMER_FIELD_MAX_LENGTHS.postalCode);
}

/**
 * The form checked as `tabletCreateAccount` checks it, first problem first (required fields, e-mail, terms,
 * postal code), or the input to send (trimmed, e-mail lower-cased).
 */
export function readAccountForm(
  values: AccountValues,
): { ok: true; input: TabletCreateAccountInput } | { ok: false; field: AccountField; message: string } {
  const parsed = TabletCreateAccountInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'firstName') as AccountField;
  return { ok: false, field, message: issue?.message ?? '' };
}
