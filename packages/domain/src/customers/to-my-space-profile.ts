import type { MySpaceProfile } from '../schemas/customer-space';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The profile the customer space shows and edits, from the customer's identity document. */
export function toMySpaceProfile({
  email,
  customer,
}: {
  email: string;
  customer: Readonly<Record<string, unknown>>;
}): MySpaceProfile {
  return {
    email,
    name: text(customer.name),
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    phone: text(customer.phone),
    birthDate: text(customer.birthDate),
    postalCode: text(customer.postalCode),
    emailMarketingConsent: customer.emailMarketingConsent === true,
    smsMarketingConsent: customer.smsMarketingConsent === true,
    hasPassword: customer.hasPassword === true,
  };
}
