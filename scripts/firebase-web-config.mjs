// The web config of a Firebase project, as `pnpm build:firebase` takes it (scripts/build-firebase.mjs): the JSON
// `firebase apps:sdkconfig WEB <appId> -o firebase-web.json` writes, plus the App Check site key and, when the sites
// are not the Hosting defaults, their addresses. Turned here into the VITE_* settings of each app's Firebase build.

/** The three apps, their Hosting target (firebase.json) and the folder `firebase deploy` publishes. */
export const FIREBASE_APPS = [
  { name: 'backoffice', dir: 'apps/backoffice', target: 'admin' },
  { name: 'client-portal', dir: 'apps/client-portal', target: 'loyalty' },
  { name: 'tablet', dir: 'apps/tablet', target: 'resa' },
];

/** Where a Firebase build goes unless told otherwise (firebase.json's hosting `public`), never `dist`. */
export const FIREBASE_DIST = 'dist-firebase';

/** The region of every function (ARCHITECTURE §2); the apps call functions there. */
export const FUNCTIONS_REGION = 'europe-west1';

const REQUIRED = {
  projectId: 'the project id (firebase projects:list)',
  apiKey: 'the web API key',
  authDomain: 'the Auth domain (<projectId>.firebaseapp.com)',
  appId: 'the web app id (1:…:web:…)',
  appCheckSiteKey:
    'the reCAPTCHA Enterprise site key of App Check (the customer-facing callables refuse calls without it)',
};

/**
 * The settings of a Firebase build, checked: every required field present, a real project id (a `demo-` id only
 * exists in the emulators), https addresses. Throws one error listing every problem of the file.
 * @param {unknown} raw the parsed JSON
 * @returns {{ projectId: string, apiKey: string, authDomain: string, appId: string, appCheckSiteKey: string,
 *   functionsBase: string, sites: { admin: string, loyalty: string, resa: string } }}
 */
export function readWebConfig(raw) {
  const problems = [];
  const value = (key) =>
    raw && typeof raw === 'object' && typeof raw[key] === 'string' ? raw[key].trim() : '';
  for (const [key, what] of Object.entries(REQUIRED))
    if (!value(key)) problems.push(`"${key}" is missing: ${what}`);
  const projectId = value('projectId');
  if (projectId.startsWith('demo-'))
    problems.push(`"projectId" is ${projectId}: a demo- project exists only in the emulators`);
  else if (projectId && !/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId))
    problems.push(`"projectId" is ${projectId}, which is no Firebase project id`);
  const given = raw && typeof raw === 'object' && raw.sites && typeof raw.sites === 'object' ? raw.sites : {};
  const sites = {};
  for (const { target } of FIREBASE_APPS) {
    const url = (typeof given[target] === 'string' ? given[target] : `https://${projectId}-${target}.web.app`)
      .trim()
      .replace(/\/+$/, '');
    if (!/^https:\/\/[^/\s]+$/.test(url))
      problems.push(`"sites.${target}" is ${url}: an https origin is needed`);
    sites[target] = url;
  }
  if (problems.length > 0) throw new Error(`Invalid Firebase web config:\n  ${problems.join('\n  ')}`);
  return {
    projectId,
    apiKey: value('apiKey'),
    authDomain: value('authDomain'),
    appId: value('appId'),
    appCheckSiteKey: value('appCheckSiteKey'),
    functionsBase: `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`,
    sites,
  };
}

/**
 * The VITE_* variables of an app's Firebase build (each app's src/config/env.ts reads them). The same for the three
 * apps: each reads the ones it needs.
 * @param {ReturnType<typeof readWebConfig>} config
 * @returns {Record<string, string>}
 */
export function viteEnvOf(config) {
  return {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_PROJECT_ID: config.projectId,
    VITE_FIREBASE_API_KEY: config.apiKey,
    VITE_FIREBASE_AUTH_DOMAIN: config.authDomain,
    VITE_FIREBASE_APP_ID: config.appId,
    VITE_APPCHECK_SITE_KEY: config.appCheckSiteKey,
    VITE_FUNCTIONS_BASE: config.functionsBase,
    VITE_PORTAL_URL: config.sites.loyalty,
    VITE_TABLET_URL: config.sites.resa,
  };
}
