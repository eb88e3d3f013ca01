import { expect, test, type Locator, type Page, type Response, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { appUrls } from '../../playwright.config';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { fillDetails, frenchLongDate, journeyDay, openBookingOn, VENUES } from './portal-support';

// Issue 7, point 5: the booking route uses callables only (no Firestore SDK), works at 360 px and with the
// keyboard alone, with labels and a focus order that make sense.

const { port, zinc } = VENUES;

/** Presses Tab until `target` has the focus (it must be reachable within `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('réserver au clavier seul, dans l’ordre de lecture', async ({ page }) => {
  await page.goto(`${appUrls.portal}/reservation/${port.slug}`);
  await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
  // Tomorrow, or the day after when tomorrow is a Sunday (La Table du Port closes on Sundays).
  const tomorrow = parisDatePlus(1);
  const day = new Date(`${tomorrow}T12:00:00Z`).getUTCDay() === 0 ? parisDatePlus(2) : tomorrow;
  const chip = page.getByRole('button', { name: frenchLongDate(day), exact: true });
  await tabTo(page, chip);
  await expect(chip).toHaveCSS('box-shadow', /rgba?\(/); // the focus is visible
  await page.keyboard.press('Enter');

  // Each step opens with the focus on its title; the next Tab reaches its first control.
  await expect(page.getByRole('heading', { name: 'À quelle heure ?' })).toBeFocused();
  const time = '19:45';
  await tabTo(page, page.getByRole('button', { name: time, exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Combien de personnes ?' })).toBeFocused();
  const picks = page.getByRole('group', { name: 'Choix rapide' });
  await page.keyboard.press('Tab');
  await expect(picks.getByRole('button', { name: '2' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(picks.getByRole('button', { name: '4' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Nombre de personnes')).toHaveValue('4');
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeFocused();
  const firstName = page.getByLabel('Prénom');
  await tabTo(page, firstName);
  // Enter in an empty form submits it: every message shows and the focus goes to the first field to fix.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
  await expect(page.getByText('Le téléphone est obligatoire')).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Le prénom est obligatoire');

  const email = uniqueEmail('clavier');
  const inOrder: [Locator, string][] = [
    [firstName, 'Jules'],
    [page.getByRole('textbox', { name: 'Nom', exact: true }), 'Clavier'],
    [page.getByLabel('E-mail'), email],
    [page.getByLabel('Téléphone'), '06 11 22 33 44'],
  ];
  for (const [index, [field, value]] of inOrder.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  const terrace = page.getByLabel('Je souhaite être en terrasse (selon disponibilité)');
  await expect(terrace).toBeFocused();
  await page.keyboard.press('Space');
  await expect(terrace).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Demandes particulières (facultatif)')).toBeFocused();
  await page.keyboard.type('Près de la fenêtre');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirmer la réservation' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Accéder à mon espace client' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Faire une autre réservation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${appUrls.portal}/reservation`);
});

test.describe('à 360 px de large', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Nothing wider than the screen, every control inside it and large enough to touch. */
  async function fitsIn360(page: Page, step: string, testInfo: TestInfo): Promise<void> {
    const report = await page.evaluate(() => {
      const problems: string[] = [];
      if (document.documentElement.scrollWidth > 360)
        problems.push(`page ${document.documentElement.scrollWidth} px`);
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('main button, main a, main input, main textarea, main label'),
      )) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || el.closest('.sr-only')) continue;
        const name = `${el.tagName.toLowerCase()} « ${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 30)} »`;
        if (box.left < -0.5 || box.right > 360.5)
          problems.push(`${name} dépasse (${Math.round(box.left)}–${Math.round(box.right)})`);
        const touch = el.matches(
          // .ui-button: the design system's buttons, which the booking steps now use instead of .button.
          '.button, .ui-button, .slot, .chip, .day-chip, .stepper__button, .field input, .field textarea, .checkbox',
        );
        if (touch && box.height < 44)
          problems.push(`${name} ne fait que ${Math.round(box.height)} px de haut`);
      }
      return problems;
    });
    expect(report, step).toEqual([]);
    await expectNoSeriousA11yViolations(page, testInfo, step);
  }

  test('chaque étape tient dans l’écran, sans défilement horizontal, et passe le contrôle d’accessibilité', async ({
    page,
  }, testInfo) => {
    // Six steps, each scanned by axe-core (a few seconds of CPU each on a 2-core machine).
    test.setTimeout(90_000);
    const date = journeyDay(testInfo, 5);
    await page.goto(`${appUrls.portal}/reservation`);
    await fitsIn360(page, 'choix du restaurant', testInfo);
    await page.goto(`${appUrls.portal}/reservation/${port.slug}`);
    await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
    await fitsIn360(page, 'date', testInfo);
    await page.getByLabel('Autre date').fill(date);
    await page.getByRole('button', { name: 'Voir les créneaux' }).click();
    await expect(page.getByRole('group', { name: 'Dîner' })).toBeVisible();
    await fitsIn360(page, 'créneaux', testInfo);
    await page.getByRole('button', { name: '19:30', exact: true }).click();
    await fitsIn360(page, 'convives', testInfo);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
    await fitsIn360(page, 'coordonnées avec leurs erreurs', testInfo);
    await fillDetails(page, {
      firstName: 'Maxime-Alexandre',
      lastName: 'De La Fontaine-Beaumarchais',
      email: uniqueEmail('etroit.avec.un.nom.long'),
    });
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await fitsIn360(page, 'confirmation', testInfo);
  });
});

test('la page de réservation ne charge pas le SDK Firestore et n’appelle que des fonctions', async ({
  page,
}) => {
  const scripts: Response[] = [];
  const backendCalls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'eventsource', 'websocket'].includes(request.resourceType()))
      backendCalls.push(request.url());
  });
  await openBookingOn(page, zinc.slug, parisDatePlus(2));
  await page.getByRole('button', { name: 'Changer de date' }).click();
  await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await script.text();
    expect(body, script.url()).not.toContain('firestore.googleapis.com');
    expect(body, script.url()).not.toContain('@firebase/firestore');
  }
  expect(backendCalls.length).toBeGreaterThan(0);
  for (const url of backendCalls)
    expect(url).toMatch(
      /\/demo-resto\/europe-west1\/(getRestaurantBySlug|getAvailability|recordProductEvent)$/,
    );
});
