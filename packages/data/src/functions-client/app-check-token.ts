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
}): () => Promise<string | undefined> {
  if (!settings.enabled || settings.siteKey === '') return async () => undefined;
  let source: Promise<() => Promise<string>> | undefined;
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
    return async () => (await appCheck.getToken(instance)).token;
  };
  return async () => {
    source ??= open();
    try {
      return await (
        await source
      )();
    } catch {
      // No token (reCAPTCHA blocked, offline): the call goes without and the server answers in French.
      return undefined;
    }
  };
}

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
export function appCheckTokenFor(config: AppCheckConfig): () => Promise<string | undefined> {
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
