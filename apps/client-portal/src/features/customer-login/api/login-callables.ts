import type { CustomerRegisterInput } from '@app/domain';
import { callFunction } from '../../../lib/functions';

/** A custom token for `signInWithCustomToken`, as the login callables answer. */
export interface CustomerToken {
  token: string;
  customerId: string;
  email: string;
}

/** The public login callables (docs/contracts.md); errors carry the server's French message. */
export const loginCallables = {
  requestCode: (email: string) =>
    callFunction<{ ok: true; resendAvailableAt: string }>('customerRequestCode', { email }),
  verifyCode: (email: string, code: string, rememberMe: boolean) =>
    callFunction<CustomerToken & { accountCreated: boolean }>('customerVerifyCode', {
      email,
      code,
      rememberMe,
    }),
  loginPassword: (email: string, password: string, rememberMe: boolean) =>
    callFunction<CustomerToken>('customerLoginPassword', { email, password, rememberMe }),
  register: (input: CustomerRegisterInput) =>
    callFunction<{ ok: true; codeSent: boolean; resendAvailableAt: string }>('customerRegister', input),
};
