import type { PhoneParser } from './validate-booking-details';

let loading: Promise<PhoneParser> | undefined;

/**
 * The domain's phone reader with its numbering-plan metadata (libphonenumber-js, ~30 KB gzipped), loaded once
 * when the details step opens rather than with the page: the booking route keeps to its 150 KB budget.
 * When it cannot be loaded (offline), every number passes here and the server refuses a wrong one.
 */
export function loadPhoneParser(): Promise<PhoneParser> {
  loading ??= import('@app/domain/phone').then(
    (phone) => phone.parsePhoneInput,
    () => {
      loading = undefined;
      return () => ({ ok: true as const, e164: '' });
    },
  );
  return loading;
}
