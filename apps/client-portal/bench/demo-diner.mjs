// The seed's demo diners (README, "Demo logins"), for the bench's signed-in pages: their space, and the review
// page of one of their visits still open to a review.
import { PROJECT } from './bench-backend.mjs';

export const DEMO_DINERS = ['camille.martin@exemple.fr', 'eloise.morin@exemple.fr'];
const DEMO_PASSWORD = 'demo1234';

async function callable(ports, name, data, idToken) {
  const response = await fetch(`http://127.0.0.1:${ports.host}/${PROJECT}/europe-west1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = await response.json();
  if (!response.ok || body.error) throw new Error(`${name} : ${body.error?.message ?? response.status}`);
  return body.result;
}

/** A diner's ID token, as the portal gets it: the login callable's custom token exchanged on the Auth emulator. */
async function dinerIdToken(ports, email) {
  const { token } = await callable(ports, 'customerLoginPassword', { email, password: DEMO_PASSWORD });
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`signInWithCustomToken : ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * The diner's past bookings, newest first, as the space reads them: her reservation copies
 * (`customerReservations`) through the local host's store API, filtered there by the read policy with her token.
 */
async function pastBookings(ports, email) {
  const response = await fetch(`http://127.0.0.1:${ports.host}/store/query`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await dinerIdToken(ports, email)}`,
    },
    body: JSON.stringify({
      spec: {
        collection: 'customerReservations',
        where: [{ field: 'customerEmail', op: '==', value: email }],
        orderBy: [
          { field: 'date', direction: 'desc' },
          { field: 'time', direction: 'desc' },
        ],
        limit: 50,
      },
    }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`customerReservations : ${body.error?.message ?? response.status}`);
  return body.docs.filter((doc) => doc.exists).map((doc) => ({ id: doc.id, ...doc.data }));
}

/** `/review/{restaurantId}/{reservationId}` of a demo visit whose review form is open (none left: an error). */
export async function openReviewPath(ports) {
  for (const email of DEMO_DINERS) {
    const bookings = await pastBookings(ports, email);
    for (const visit of bookings.filter((item) => item.status === 'COMPLETED' && !item.isVisit)) {
      const link = { restaurantId: visit.restaurantId, reservationId: visit.id };
      const context = await callable(ports, 'getReviewContext', link);
      if (context.state === 'form' && context.canReview !== false)
        return `/review/${link.restaurantId}/${link.reservationId}`;
    }
  }
  throw new Error('Aucune visite de démo à noter : la page d’avis ne peut pas être mesurée.');
}

/**
 * Signs the demo customer in through the login page with her password in the browser on `port`, as a diner
 * would, then empties that browser's HTTP cache and the service worker's caches: the space is then measured
 * as a returning signed-in diner opening it with nothing downloaded yet.
 */
export async function signInDemoCustomer(port, origin) {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(() => localStorage.setItem('dataProtectionNoticeSeen', '1'));
    await page.goto(`${origin}/client/login?email=${encodeURIComponent(DEMO_DINERS[0])}`);
    await page.locator('::-p-aria([name="Me connecter avec mon mot de passe"][role="button"])').click();
    await page.locator('::-p-aria([name="Mot de passe"][role="textbox"])').fill(DEMO_PASSWORD);
    await page.locator('::-p-aria([name="Se connecter"][role="button"])').click();
    await page.waitForFunction(
      () =>
        location.pathname === '/client/espace' &&
        /Bonjour/.test(document.querySelector('h1')?.textContent ?? '') &&
        // A returning diner: the space has remembered whom it greets (src/session/remembered-greeting.ts).
        localStorage.getItem('customerSpaceGreeting') !== null,
      { timeout: 60_000 },
    );
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
