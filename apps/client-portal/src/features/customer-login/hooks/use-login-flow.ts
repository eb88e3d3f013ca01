import type { CustomerRegisterInput } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { useErrorToast, useToast } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { completeSignIn } from '../../../session/complete-sign-in';
import { loginCallables } from '../api/login-callables';
import { isAccountExists, isNoAccount, isResendLocked, loginErrorMessage } from './login-errors';

/** The four modes of the login page (customer-flows §2 "Customer login"). */
export type LoginMode = 'email' | 'code' | 'password' | 'register' | 'reset';

const m = MESSAGES.login;

/**
 * The login page's state and calls: e-mail first, then a code (sent now) or the password, or a new account whose
 * code proves the e-mail. Every success opens the Firebase session with remember-me and goes to the space.
 */
export function useLoginFlow(initialEmail: string, initialCode = '', venue?: string) {
  const toast = useToast();
  // The refusal's toast lives as long as the refusal: gone when the form is edited or the next try succeeds.
  const refusal = useErrorToast();
  const navigate = useNavigate();
  // The code's mail speaks the page's language (issue 51).
  const { locale, message: translate } = useTranslator();
  // A code from a confirmation link (an account made on the tablet) opens the code step with it.
  const [mode, setMode] = useState<LoginMode>(initialCode ? 'code' : 'email');
  const [email, setEmail] = useState(initialEmail);
  const [remember, setRemember] = useState(true);
  /** Epoch ms from which a new code may be asked (the server's 5-minute lock). */
  const [resendAt, setResendAt] = useState<number | null>(null);
  /** Whether the code being typed finishes a registration. */
  const [registering, setRegistering] = useState(initialCode !== '');
  /**
   * The token `customerRegister` gave this browser: only with it does the code create the account with the
   * password typed here (a registration someone else started for this address never gets its password in).
   */
  const [registrationToken, setRegistrationToken] = useState<string | undefined>(undefined);
  /** The last refusal, shown beside the form as well as in a toast. */
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    refusal.show(translate(message));
  };
  const clearError = () => {
    setError(null);
    refusal.clear();
  };

  const signIn = async (session: { token: string; email: string }, created: boolean) => {
    try {
      await completeSignIn({ token: session.token, email: session.email, remember });
    } catch {
      // The code or password was right but the session could not be opened (Auth unreachable): say so, stay here.
      fail(m.loginError);
      return;
    }
    refusal.clear();
    if (created) toast.success(translate(m.accountCreated));
    void navigate(paths.clientSpace, { replace: true });
  };

  const requestCode = useMutation({
    // `email` is given when the address was typed in this very event (an existing account found by the
    // registration form): that is a sign-in, never the end of a registration, so no registration token goes.
    // `reset`: « Mot de passe oublié ? », the code then goes with a new password (the reset step).
    mutationFn: (input: { resend: boolean; email?: string; reset?: boolean }) =>
      loginCallables
        .requestCode(
          input.email ?? email,
          input.email === undefined && registering ? registrationToken : undefined,
          venue,
          input.reset === true,
          locale,
        )
        .then((r) => ({ ...r, ...input })),
    onMutate: () => setError(null),
    onSuccess: (result) => {
      setResendAt(Date.parse(result.resendAvailableAt));
      setMode(result.reset ? 'reset' : 'code');
      toast.success(translate(result.resend ? m.codeResent : m.codeSent));
    },
    onError: (err, input) => {
      if (isResendLocked(err) && !input.resend) {
        // A code was sent less than 5 minutes ago: it is still the one to type.
        setMode(input.reset ? 'reset' : 'code');
        toast.info(translate(loginErrorMessage(err, m.sendCodeError)));
        return;
      }
      if (isNoAccount(err)) return fail(input.resend ? m.resendNoAccount : m.noAccount);
      fail(loginErrorMessage(err, input.resend ? m.resendCodeError : m.sendCodeError));
    },
  });

  const verifyCode = useMutation({
    mutationFn: (code: string) =>
      loginCallables.verifyCode(email, code, remember, registering ? registrationToken : undefined),
    onMutate: () => setError(null),
    onSuccess: (session) => signIn(session, session.accountCreated),
    onError: (err) => fail(loginErrorMessage(err, m.loginError)),
  });

  const loginPassword = useMutation({
    mutationFn: (password: string) => loginCallables.loginPassword(email, password, remember),
    onMutate: () => setError(null),
    onSuccess: (session) => signIn(session, false),
    onError: (err) => fail(loginErrorMessage(err, m.connectionError)),
  });

  const resetPassword = useMutation({
    mutationFn: (input: { code: string; password: string; confirmPassword: string }) =>
      loginCallables.resetPassword({ email, ...input }),
    onMutate: () => setError(null),
    onSuccess: () => {
      refusal.clear();
      toast.success(translate(MESSAGES.password.resetDone));
      setMode('password');
    },
    onError: (err) => fail(loginErrorMessage(err, MESSAGES.password.changeError)),
  });

  const register = useMutation({
    mutationFn: (input: CustomerRegisterInput) =>
      loginCallables.register({ ...input, locale, ...(venue ? { venue } : {}) }),
    onMutate: () => setError(null),
    onSuccess: (result, input) => {
      setEmail(input.email);
      setRegistering(true);
      setRegistrationToken(result.registrationToken);
      setResendAt(Date.parse(result.resendAvailableAt));
      setMode('code');
      toast.success(translate(m.codeSent));
    },
    onError: (err, input) => {
      if (!isAccountExists(err)) return fail(loginErrorMessage(err, MESSAGES.registration.error));
      // Not a dead end: whoever books gets an account, so the address signs in with the code mailed now.
      setEmail(input.email);
      setRegistering(false);
      toast.info(translate(MESSAGES.registration.accountExistsCodeSent));
      requestCode.mutate({ resend: false, email: input.email });
    },
  });

  const goTo = (next: LoginMode) => {
    clearError();
    if (next !== 'code') setRegistering(false);
    setMode(next);
  };

  return {
    mode,
    goTo,
    email,
    setEmail: (value: string) => {
      clearError();
      setEmail(value);
    },
    /** What is typed changed: the last refusal no longer applies. */
    clearError,
    remember,
    setRemember,
    resendAt,
    registering,
    /** The code of a confirmation link, to fill the code step with. */
    initialCode,
    error,
    /** Checks the e-mail is typed before a code or password step ('Veuillez saisir votre email'). */
    requireEmail: (): boolean => {
      if (email.trim() !== '') return true;
      fail(m.emailRequired);
      return false;
    },
    requestCode,
    verifyCode,
    loginPassword,
    resetPassword,
    register,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
