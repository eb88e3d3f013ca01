import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FIREBASE_APPS,
  FIREBASE_DIST,
  readWebConfig,
  viteEnvOf,
} from '../../scripts/firebase-web-config.mjs';

/** `pnpm build:firebase`'s input: a project's web config (README « Deploying to Firebase »). */
const root = new URL('../../', import.meta.url);
const sample = JSON.parse(readFileSync(new URL('firebase-web.sample.json', root), 'utf8')) as Record<
  string,
  unknown
>;

describe('the Firebase web config of a build', () => {
  it("takes the CLI's sdkconfig output plus the App Check site key, and sets each app's VITE_* settings", () => {
    const config = readWebConfig(sample);
    expect(config).toMatchObject({
      projectId: 'resto-sample',
      functionsBase: 'https://europe-west1-resto-sample.cloudfunctions.net',
      sites: {
        admin: 'https://resto-sample-admin.web.app',
        loyalty: 'https://resto-sample-loyalty.web.app',
        resa: 'https://resto-sample-resa.web.app',
      },
    });
    expect(viteEnvOf(config)).toEqual({
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_PROJECT_ID: 'resto-sample',
      VITE_FIREBASE_API_KEY: sample.apiKey,
      VITE_FIREBASE_AUTH_DOMAIN: 'resto-sample.firebaseapp.com',
      VITE_FIREBASE_APP_ID: sample.appId,
      VITE_APPCHECK_SITE_KEY: sample.appCheckSiteKey,
      VITE_FUNCTIONS_BASE: 'https://europe-west1-resto-sample.cloudfunctions.net',
      VITE_PORTAL_URL: 'https://resto-sample-loyalty.web.app',
      VITE_TABLET_URL: 'https://resto-sample-resa.web.app',
    });
  });

  it('keeps the sites of a project on its own domains', () => {
    const config = readWebConfig({
      ...sample,
      sites: {
        admin: 'https://admin.resto.fr/',
        loyalty: 'https://reservation.resto.fr',
        resa: 'https://tablette.resto.fr',
      },
    });
    expect(viteEnvOf(config)).toMatchObject({
      VITE_PORTAL_URL: 'https://reservation.resto.fr',
      VITE_TABLET_URL: 'https://tablette.resto.fr',
    });
  });

  it('refuses a config that would build a broken or local app, naming every problem', () => {
    expect(() => readWebConfig({ projectId: 'demo-resto', apiKey: 'k' })).toThrow(
      /"authDomain" is missing[\s\S]*"appId" is missing[\s\S]*"appCheckSiteKey" is missing[\s\S]*demo- project exists only in the emulators/,
    );
    expect(() => readWebConfig({ ...sample, sites: { loyalty: 'http://127.0.0.1:5174' } })).toThrow(
      /"sites\.loyalty" is http:\/\/127\.0\.0\.1:5174: an https origin is needed/,
    );
    expect(() => readWebConfig(null)).toThrow(/"projectId" is missing/);
  });

  it("builds into the folders firebase.json's Hosting sites publish, not the embedded builds' dist", () => {
    const firebase = JSON.parse(readFileSync(fileURLToPath(new URL('firebase.json', root)), 'utf8')) as {
      hosting: { target: string; public: string }[];
    };
    expect(firebase.hosting.map(({ target, public: folder }) => ({ target, folder }))).toEqual(
      FIREBASE_APPS.map(({ target, dir }) => ({ target, folder: `${dir}/${FIREBASE_DIST}` })),
    );
    expect(FIREBASE_DIST).not.toBe('dist');
  });
});
