import { transact } from '../../lib/transact';
import { loginCodeFields, readSecrets, writeSecrets } from './customer-secrets';

/**
 * Removes the login code sent at `sentAt` if it is still the current one: its mail could not be sent, so the
 * 5-minute lock must not stop the customer from asking again.
 */
export async function withdrawLoginCode(email: string, sentAt: string, now: Date): Promise<void> {
  await transact(async (tx) => {
    const secrets = await readSecrets(tx, email);
    if (secrets.loginCode?.sentAt === sentAt) writeSecrets(tx, email, email, loginCodeFields(null), now);
  });
}
