import { authAdmin } from './auth-admin';
import { customerUids, legacyCustomerUid } from './customer-uid';

/**
 * Deletes a customer's Auth account under every uid it may have been made with (the keyed uid and the plain
 * sha256 one of older sign-ins, customer-uid.ts): erasure, a merge, a change of e-mail and a removed password
 * end every session of that address. A missing account is not an error.
 */
export async function deleteCustomerAccounts(email: string): Promise<void> {
  for (const uid of customerUids(email)) await authAdmin().deleteUser(uid);
}

/**
 * At a customer's sign-in: the account made under the plain uid before uids were keyed is deleted (its refresh
 * tokens with it), so that no Auth account keeps an uid anyone could compute from the e-mail (issue 49). The
 * customer's data is keyed by the e-mail and stays as it is; the new session's account is the keyed uid's.
 */
export async function retireLegacyCustomerAccount(email: string): Promise<void> {
  await authAdmin().deleteUser(legacyCustomerUid(email));
}
