/** react-query keys of the customer profile: every read of one customer shares the prefix. */
export const customerProfileKeys = {
  all: ['customer-profile'] as const,
  customer: (customerId: string) => ['customer-profile', customerId] as const,
  view: (customerId: string, restaurantId: string) =>
    ['customer-profile', customerId, 'view', restaurantId] as const,
  venues: (customerId: string, restaurantIds: readonly string[]) =>
    ['customer-profile', customerId, 'venues', ...restaurantIds] as const,
  history: (customerId: string, restaurantId: string) =>
    ['customer-profile', customerId, 'history', restaurantId] as const,
  mergeCandidates: (restaurantId: string, search: string) =>
    ['customer-profile', 'merge-candidates', restaurantId, search] as const,
  mergePreview: (restaurantId: string, keptId: string, duplicateId: string) =>
    ['customer-profile', 'merge-preview', restaurantId, keptId, duplicateId] as const,
};

/** The customer file's lists (another feature's cache): refreshed after an edit, a deletion or a merge. */
export { CUSTOMER_FILE_PREFIX } from '../../../lib/customer-query-keys';
