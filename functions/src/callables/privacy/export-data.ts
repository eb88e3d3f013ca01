import { HttpsError } from 'firebase-functions/v2/https';
import {
  ExportCustomerDataInputSchema,
  MESSAGES,
  NoPrivacyInputSchema,
  buildDataExportCsv,
  type CustomerDataExport,
} from '@app/domain';
import { assertRestaurantAccess, type StaffCaller } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { keyedDigest } from '../../lib/keyed-digest';
import { PUBLIC_LIMITS, perSignedInCustomer } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { restaurantIdsOf } from '../customers/customer-access';
import { gatherCustomerData } from './gather-customer-data';

/** An export as the apps download it: the data (JSON file) and the same as a CSV French Excel opens. */
export interface DataExportFiles {
  data: CustomerDataExport;
  csv: string;
}

const files = (data: CustomerDataExport): DataExportFiles => ({ data, csv: buildDataExportCsv({ data }) });

/**
 * « Télécharger mes données » (art. 15 and 20 RGPD): everything the product holds about the signed-in customer,
 * per venue, as JSON and CSV (gatherCustomerData, bounded). Limited per customer: it reads many documents.
 */
export const exportMyData = defineCallable({
  name: 'exportMyData',
  input: NoPrivacyInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request, [PUBLIC_LIMITS.clientExport]),
  handler: async (_input, { caller, now }) => files(await gatherCustomerData(caller.email, {}, now)),
});

/** Server-only collection: one record per staff export of a customer's data (issue 49). */
export const DATA_EXPORT_AUDIT = 'dataExportAudit';

/**
 * Records who exported whose data, when and how much, before the data leaves: the staff account (uid, role), the
 * venue named, the scope (`venue` for an admin_full's part, `all` for master_admin's whole export) and the
 * customer as a keyed digest of their id, so that the record names nobody once the diner is erased.
 */
async function recordExport(
  caller: StaffCaller,
  input: { customerId: string; restaurantId: string },
  scope: 'venue' | 'all',
  now: Date,
): Promise<void> {
  const store = runtime().store;
  const id = store.newId();
  await store.set(`${DATA_EXPORT_AUDIT}/${id}`, {
    id,
    customerKey: keyedDigest('data-export', input.customerId),
    restaurantId: input.restaurantId,
    scope,
    byUid: caller.uid,
    byRole: caller.role,
    at: now.toISOString(),
  });
}

/**
 * The same export for a customer's request made to a venue (administration, customer profile): master_admin gets
 * the whole of it; a venue's admin_full gets what their venue holds only (its view and its documents), never the
 * identity or another venue's. A customer the venue does not know is « Client non trouvé ».
 */
export const exportCustomerData = defineCallable({
  name: 'exportCustomerData',
  input: ExportCustomerDataInputSchema,
  auth: ['master_admin', 'admin_full'],
  handler: async ({ customerId, restaurantId }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    if (caller.role === 'master_admin') {
      const whole = files(await gatherCustomerData(customerId, {}, now));
      await recordExport(caller, { customerId, restaurantId }, 'all', now);
      return whole;
    }
    const customer = (await runtime().store.get(`customers/${customerId}`)).data;
    if (!customer || !restaurantIdsOf(customer).includes(restaurantId))
      throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
    const part = files(await gatherCustomerData(customerId, { restaurantId }, now));
    await recordExport(caller, { customerId, restaurantId }, 'venue', now);
    return part;
  },
});
