import type { FirebaseOptions } from 'firebase/app';

/**
 * App Check for the pages that call functions over fetch (public booking, customer space, tablet): when a
 * reCAPTCHA Enterprise site key is configured (`VITE_APPCHECK_SITE_KEY`, Firebase mode only), the first call loads
 * the Firebase SDK's App Check, and every call then carries its token (`X-Firebase-AppCheck`), which the
 * customer-facing callables require in production. Without a key (and in the embedded mode, whose host cannot
 * verify App Check tokens offline) no token is sent and the SDK is never loaded.
 */
export function lazyAppCheckToken(settings: {
  siteKey: string;
  enabled: boolean;
  firebaseOptions: FirebaseOptions;
}): AppCheckTokenSource {
  if (!settings.enabled || settings.siteKey === '') return async () => undefined;
  let source: Promise<(limitedUse: boolean) => Promise<string>> | undefined;
  const open = async () => {
    const [{ getApps, initializeApp }, appCheck] = await Promise.all([
      import('firebase/app'),
      import('firebase/app-check'),
    ]);
    const app =
      getApps().find((a) => a.name === 'app-check') ?? initializeApp(settings.firebaseOptions, 'app-check');
    const instance = appCheck.initializeAppCheck(app, {
      provider: new appCheck.ReCaptchaEnterpriseProvider(settings.siteKey),
      isTokenAutoRefreshEnabled: true,
    });
    // A limited-use token is good for one call: the server consumes it (replay protection).
    return async (limitedUse: boolean) =>
      limitedUse
        ? (await appCheck.getLimitedUseToken(instance)).token
        : (await appCheck.getToken(instance)).token;
  };
  return async (options) => {
    source ??= open();
    try {
      return await (
        await source
      )(options?.limitedUse === true);
    } catch {
      // No token (reCAPTCHA blocked, offline): the call goes without and the server answers in French.
      return undefined;
    }
  };
}

/** Gives an App Check token; `limitedUse` asks for a single-use one (a replay-protected callable). */
export type AppCheckTokenSource = (options?: { limitedUse: boolean }) => Promise<string | undefined>;

/**
 * The callables whose App Check token the server consumes (`consumeAppCheckToken`, issue 37): sign-in,
 * registration and booking, where a replayed request is an attack. Their calls carry a limited-use token.
 */
export const REPLAY_PROTECTED_CALLABLES: readonly string[] = [
  'createOnlineReservation',
  'customerLoginPassword',
  'customerRegister',
  'customerRequestCode',
  'customerResetPassword',
  'customerVerifyCode',
  'joinWaitlist',
];

/** What an app's configuration says about its backend and App Check (the apps' `config/env.ts`). */
export interface AppCheckConfig {
  backend: 'embedded' | 'firebase';
  appCheckSiteKey: string;
  firebaseApiKey: string;
  firebaseProjectId: string;
  firebaseAuthDomain: string;
  firebaseAppId: string;
}

/**
 * The App Check token of every call of an app: Firebase mode with a site key only (the embedded host cannot
 * verify App Check tokens, so none is made there); the App Check SDK loads with the first call.
 */
export function appCheckTokenFor(config: AppCheckConfig): AppCheckTokenSource {
  return lazyAppCheckToken({
    siteKey: config.appCheckSiteKey,
    enabled: config.backend === 'firebase',
    firebaseOptions: {
      apiKey: config.firebaseApiKey,
      projectId: config.firebaseProjectId,
      ...(config.firebaseAuthDomain ? { authDomain: config.firebaseAuthDomain } : {}),
      ...(config.firebaseAppId ? { appId: config.firebaseAppId } : {}),
    },
  });
}
