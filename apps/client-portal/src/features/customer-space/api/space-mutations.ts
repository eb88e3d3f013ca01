import type { ChangeMyPasswordInput, CreateMyPasswordInput, CustomerProfileInput } from '@app/domain';
import { callAsCustomer } from '../../../lib/customer-functions';
import { callFunction } from '../../../lib/functions';

/** The customer's own writes from the space (docs/contracts.md, role client). */
export const spaceCallables = {
  updateMyProfile: (input: CustomerProfileInput) => callAsCustomer<{ ok: true }>('updateMyProfile', input),
  createMyPassword: (input: CreateMyPasswordInput) => callAsCustomer<{ ok: true }>('createMyPassword', input),
  changeMyPassword: (input: ChangeMyPasswordInput) => callAsCustomer<{ ok: true }>('changeMyPassword', input),
  /** A code to the account's own address, for « Changer mon mot de passe » without the current one. */
  requestPasswordCode: (email: string) =>
    callFunction<{ ok: true; resendAvailableAt: string }>('customerRequestCode', {
      email,
      purpose: 'password-reset',
    }),
};
