import type { CustomerDataExport, DinerLocale, MyPrivacy, UpdateMyConsentsInput } from '@app/domain';
import { callAsCustomer } from '../../../lib/customer-functions';

/** The export as the server gives it: the data (JSON file) and the same as a CSV. */
export interface DataExportFiles {
  data: CustomerDataExport;
  csv: string;
}

/** The customer's RGPD calls (role client): consents per venue, the export, the account's deletion. */
export const privacyCallables = {
  getMyPrivacy: () => callAsCustomer<MyPrivacy>('getMyPrivacy', {}),
  updateMyConsents: (input: UpdateMyConsentsInput) => callAsCustomer<{ ok: true }>('updateMyConsents', input),
  exportMyData: () => callAsCustomer<DataExportFiles>('exportMyData', {}),
  /** The code's mail speaks the page's language (issue 51). */
  requestAccountDeletion: (locale?: DinerLocale) =>
    callAsCustomer<{ ok: true; resendAvailableAt: string }>(
      'requestAccountDeletion',
      locale ? { locale } : {},
    ),
  confirmAccountDeletion: (code: string) => callAsCustomer<{ ok: true }>('confirmAccountDeletion', { code }),
};
