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

/** Query keys of the customer's own data: cleared at sign-out, refreshed every 30 minutes. */
export const customerKeys = {
  all: ['customer'] as const,
  space: ['customer', 'space'] as const,
  reservation: (id: string) => ['customer', 'reservation', id] as const,
};
