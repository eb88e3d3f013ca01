import { CallableError } from '@app/data/functions-client';
import { useEffect } from 'react';
import { useCustomerSession } from './customer-session-context';

/**
 * The server ends a customer session too (24 hours, or 30 days with remember-me, from the sign-in): when it
 * answers that the caller is not signed in, the browser's session ends and the login page opens.
 */
export function useEndSessionOnRefusal(error: unknown): void {
  const { signOut } = useCustomerSession();
  useEffect(() => {
    if (error instanceof CallableError && error.status === 'unauthenticated') void signOut();
  }, [error, signOut]);
}
