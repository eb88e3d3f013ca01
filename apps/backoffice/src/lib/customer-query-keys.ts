/**
 * Prefixes of the react-query keys that read the venue's customers, shared by the features that write them: every
 * list of the customer file (tabs and searches) and the new booking form's suggestions. A write that files a
 * customer (a booking by phone) marks both out of date, so the file's search finds the guest without a reload.
 */
export const CUSTOMER_FILE_PREFIX = ['customer-file'] as const;
export const RESTAURANT_CUSTOMERS_PREFIX = ['restaurant-customers'] as const;
