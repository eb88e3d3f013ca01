import type { CreateMyPasswordInput, CustomerProfileInput } from '@app/domain';
import { callAsCustomer } from '../../../lib/customer-functions';

/** The customer's own writes from the space (docs/contracts.md, role client). */
export const spaceCallables = {
  updateMyProfile: (input: CustomerProfileInput) => callAsCustomer<{ ok: true }>('updateMyProfile', input),
  createMyPassword: (input: CreateMyPasswordInput) => callAsCustomer<{ ok: true }>('createMyPassword', input),
};
