import { expect, type Locator, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';

/** Demo staff accounts seeded by the local host (password demo1234). */
export const STAFF = {
  master: 'master@resto-demo.fr',
  direction: 'direction@resto-demo.fr',
  accueil: 'accueil@resto-demo.fr',
} as const;
export const DEMO_PASSWORD = 'demo1234';
/**
 * The password the journeys' invited staff choose: a staff password has 12 characters at least (the seeded demo
 * accounts keep demo1234, made before the rule and shown in the README).
 */
export const INVITEE_PASSWORD = 'demo1234-equipe';

/** The password of a staff account of the journeys: the demo's, or an invitee's. */
export function staffPasswordOf(email: string): string {
  return (Object.values(STAFF) as string[]).includes(email) ? DEMO_PASSWORD : INVITEE_PASSWORD;
}

/** Where Firebase Auth keeps a signed-in user in the browser (its IndexedDB persistence). */
const AUTH_DB = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';

interface AuthRecord {
  fbase_key: string;
  value: unknown;
}

/**
 * Sessions already opened through the login screen by this worker, by e-mail. Signing in through the form costs
 * 3 to 5 s on a loaded 2-core machine; journeys that do not test the sign-in itself start from the session the
 * first sign-in left in IndexedDB, as a staff member who comes back to the back office does.
 */
const sessions = new Map<string, AuthRecord[]>();

/** Signs in to the back office through its login screen and waits for the home screen. */
export async function signInThroughLoginScreen(page: Page, email: string = STAFF.accueil): Promise<void> {
  await page.goto(`${appUrls.backoffice}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(staffPasswordOf(email));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens the back office signed in as `email`, at `path` (the home by default). The first time a worker signs in
 * as someone it goes through the login screen; later it restores that session, as a returning staff member's
 * browser does. Journeys about the login screen itself (welcome toast, errors) call signInThroughLoginScreen.
 */
export async function signInStaff(page: Page, email: string = STAFF.accueil, path = '/app'): Promise<void> {
  const saved = sessions.get(email);
  if (!saved) {
    await signInThroughLoginScreen(page, email);
    sessions.set(email, await readAuthRecords(page));
    if (path !== '/app') await page.goto(`${appUrls.backoffice}${path}`);
    return;
  }
  await writeAuthRecords(page, saved);
  await page.goto(`${appUrls.backoffice}${path}`);
  if (path === '/app')
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });
  else await expect(page).not.toHaveURL(/\/login$/);
}

async function readAuthRecords(page: Page): Promise<AuthRecord[]> {
  const records = await page.evaluate(
    ({ db, store }) =>
      new Promise<AuthRecord[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(store, 'readonly').objectStore(store).getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => resolve(all.result as AuthRecord[]);
        };
      }),
    { db: AUTH_DB, store: AUTH_STORE },
  );
  if (!records.some((record) => record.fbase_key.startsWith('firebase:authUser:')))
    throw new Error('Aucune session Firebase trouvée après la connexion');
  return records;
}

/**
 * Writes the saved session into the app's origin before the app starts: a blank page is served at a path of the
 * origin (no app code runs), the records are put where Firebase Auth reads them, and the app then opens signed in.
 */
async function writeAuthRecords(page: Page, records: AuthRecord[]): Promise<void> {
  const blank = `${appUrls.backoffice}/__session-restore`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>.</title>' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(
    ({ db, store, records }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          for (const record of records) tx.objectStore(store).put(record);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { db: AUTH_DB, store: AUTH_STORE, records },
  );
}

/** A toast of the back office's top notification area, by its text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByTestId('toast').filter({ hasText: text });
}
