import { createContext, useContext } from 'react';

/** The signed-in customer, for the pages under the guard. */
export interface CustomerSession {
  email: string;
  /** Ends the session here (Firebase and the browser record) and goes back to the login page. */
  signOut: () => Promise<void>;
}

export const CustomerSessionContext = createContext<CustomerSession | null>(null);

export function useCustomerSession(): CustomerSession {
  const value = useContext(CustomerSessionContext);
  if (!value) throw new Error('useCustomerSession doit être utilisé sous RequireCustomer');
  return value;
}

/**
 * Query keys of the customer's own data: cleared at sign-out, refreshed every 30 minutes. The space's live reads
 * sit under `space`, so that a write of the space (profile, password) may ask for them again.
 */
export const customerKeys = {
  all: ['customer'] as const,
  space: ['customer', 'space'] as const,
  identity: (email: string) => ['customer', 'space', 'identity', email] as const,
  venues: (email: string, ids: readonly string[]) => ['customer', 'space', 'venues', email, ...ids] as const,
  coming: (email: string, today: string) => ['customer', 'space', 'coming', email, today] as const,
  past: (email: string, today: string) => ['customer', 'space', 'past', email, today] as const,
  vouchers: (email: string) => ['customer', 'space', 'vouchers', email] as const,
  reservation: (id: string) => ['customer', 'reservation', id] as const,
};
