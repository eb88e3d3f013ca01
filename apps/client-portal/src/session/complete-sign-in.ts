import { now } from '@app/ui';
import { writeSessionRecord } from './session-record';

/** After a login callable: opens the Firebase session, then records the browser session with remember-me. */
export async function completeSignIn(input: { token: string; email: string; remember: boolean }) {
  const auth = await import('./customer-auth');
  await auth.signInCustomer(input.token, input.remember);
  writeSessionRecord({ email: input.email, loginAt: now().getTime(), remember: input.remember });
}
