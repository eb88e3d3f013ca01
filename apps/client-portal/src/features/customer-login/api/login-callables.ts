import type { CustomerRegisterInput, CustomerResetPasswordInput, DinerLocale } from '@app/domain';
import { callFunction } from '../../../lib/functions';

/** A custom token for `signInWithCustomToken`, as the login callables answer. */
export interface CustomerToken {
  token: string;
  customerId: string;
  email: string;
}

/** The public login callables (docs/contracts.md); errors carry the server's French message. */
export const loginCallables = {
  /**
   * With the registration's token, a new code for that registration (its « Renvoyer le code »); with a venue (id
   * or slug of the page that led here), the mail comes from that venue; the mail speaks the page's language.
   */
  requestCode: (
    email: string,
    registrationToken?: string,
    venue?: string,
    passwordReset = false,
    locale?: DinerLocale,
  ) =>
    callFunction<{ ok: true; resendAvailableAt: string }>('customerRequestCode', {
      email,
      ...(registrationToken ? { registrationToken } : {}),
      ...(venue ? { venue } : {}),
      ...(passwordReset ? { purpose: 'password-reset' } : {}),
      ...(locale ? { locale } : {}),
    }),
  /** « Mot de passe oublié ? »: the mailed code and the new password; nobody is signed in. */
  resetPassword: (input: CustomerResetPasswordInput) =>
    callFunction<{ ok: true }>('customerResetPassword', input),
  /** The registration's token makes the code create the account with the password chosen in this browser. */
  verifyCode: (email: string, code: string, rememberMe: boolean, registrationToken?: string) =>
    callFunction<CustomerToken & { accountCreated: boolean }>('customerVerifyCode', {
      email,
      code,
      rememberMe,
      ...(registrationToken ? { registrationToken } : {}),
    }),
  loginPassword: (email: string, password: string, rememberMe: boolean) =>
    callFunction<CustomerToken>('customerLoginPassword', { email, password, rememberMe }),
  register: (input: CustomerRegisterInput) =>
    callFunction<{ ok: true; codeSent: boolean; resendAvailableAt: string; registrationToken: string }>(
      'customerRegister',
      input,
    ),
};
