import { contactFromProfile } from '../hooks/signed-in-contact';
import type { ContactDetails } from '../hooks/booking-draft';

/**
 * The contact details of the diner signed in on this browser, from their own record (null for a guest or when it
 * cannot be read). A module of its own, loaded only when a session record is kept: its imports (the session, the
 * customer reads and, on Firebase, the SDK) and their preload lists stay out of the booking page's first screen.
 */
export async function loadSignedInContact(): Promise<ContactDetails | null> {
  const { readLiveSession } = await import('../../../session/session-record');
  const email = readLiveSession()?.email;
  if (!email) return null;
  const { customerReads } = await import('../../../lib/my-data/customer-reads');
  const customer = await new Promise<Readonly<Record<string, unknown>> | null>((resolve) => {
    // The first answer is enough: the subscription ends once it came (it may come before it returns).
    const watch: { stop?: () => void; done: boolean } = { done: false };
    const finish = (value: Readonly<Record<string, unknown>> | null) => {
      if (watch.done) return;
      watch.done = true;
      resolve(value);
      queueMicrotask(() => watch.stop?.());
    };
    watch.stop = customerReads().watchIdentity(email, finish, () => finish(null));
  });
  return customer ? contactFromProfile(email, customer) : null;
}
