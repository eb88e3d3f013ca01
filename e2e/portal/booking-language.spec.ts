import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { parisDatePlus } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';

/**
 * Issue 51: a diner books in their own language on a phone (390×844): the browser's (English), or the one
 * chosen with the header's switcher (Spanish, kept across a reload). The booking goes to the server with it.
 */

/** The language the page sent the booking with (`createOnlineReservation`'s `locale`). */
async function bookingLocale(page: Page, submit: () => Promise<void>): Promise<unknown> {
  const sent = page.waitForRequest((request) => request.url().includes('createOnlineReservation'));
  await submit();
  const body = (await sent).postDataJSON() as { data?: { locale?: unknown } };
  return body.data?.locale;
}

test.describe('en anglais, la langue du navigateur', () => {
  test.use({ locale: 'en-GB' });

  test('un client anglais réserve en anglais, sans un mot de français', async ({ page }) => {
    const venue = await createOwnVenue('Langue anglaise', { times: ['19:30'] });
    const date = parisDatePlus(12);
    await page.goto(`${appUrls.portal}/reservation/${venue.slug}`);
    await expect(page.getByRole('heading', { name: 'Which day?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await page.getByLabel('Another date').fill(date);
    await page.getByRole('button', { name: 'See the times' }).click();
    await expect(page.getByRole('heading', { name: 'What time?' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Dinner' })).toBeVisible();
    await page.getByRole('button', { name: '19:30', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'How many guests?' })).toBeVisible();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(page.getByLabel('Summary')).toContainText('2 guests');
    await page.getByLabel('First name').fill('Oliver');
    await page.getByLabel('Last name').fill('Twist');
    await page.getByLabel('Email').fill(`oliver.${venue.slug}@exemple.fr`);
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    const locale = await bookingLocale(page, () =>
      page.getByRole('button', { name: 'Confirm the booking' }).click(),
    );
    expect(locale).toBe('en');

    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(page.getByText('Table held for 15 minutes')).toBeVisible();
    const shown = (await page.locator('main').innerText()).replaceAll(venue.name, '');
    expect(shown).not.toMatch(/Demande|Réservation|personnes|Heure|Statut|Convives|Table réservée/);
  });
});

test('un client choisit l’espagnol, la page le garde et il réserve en espagnol', async ({ page }) => {
  const venue = await createOwnVenue('Langue espagnole', { times: ['20:00'] });
  const date = parisDatePlus(13);
  await page.goto(`${appUrls.portal}/reservation/${venue.slug}`);
  await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('es');
  await expect(page.getByRole('heading', { name: '¿Qué día?' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '¿Qué día?' })).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('es');

  await page.getByLabel('Otra fecha').fill(date);
  await page.getByRole('button', { name: 'Ver los horarios' }).click();
  await expect(page.getByRole('heading', { name: '¿A qué hora?' })).toBeVisible();
  await page.getByRole('button', { name: '20:00', exact: true }).click();
  await page.getByRole('button', { name: '4', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Resumen')).toContainText('4 comensales');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos').fill('García');
  await page.getByLabel('Correo electrónico').fill(`lucia.${venue.slug}@exemple.fr`);
  await page.getByLabel('Teléfono').fill('+34 612 34 56 78');
  const locale = await bookingLocale(page, () =>
    page.getByRole('button', { name: 'Confirmar la reserva' }).click(),
  );
  expect(locale).toBe('es');
  await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible();
  await expect(page.getByText('Mesa reservada durante 15 minutos')).toBeVisible();
});
