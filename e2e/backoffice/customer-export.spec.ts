import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken } from '../support/staff-api';

// Issue 37: a customer asks the venue for their data; its manager (admin_full) exports what the venue holds.

test('le responsable exporte les données d’un client à sa demande : la part de son restaurant, en JSON et CSV', async ({
  page,
}) => {
  const venue = await createOwnVenue('Export RGPD', { role: 'admin_full' });
  const staff = await idToken(venue.staffEmail);
  const client = {
    firstName: 'Hugo',
    lastName: 'Demandeur',
    email: uniqueEmail('export'),
    phone: uniquePhone(),
  };
  await bookAtVenue(venue, staff, { ...client, date: parisDatePlus(8), time: '19:30', partySize: 3 });

  await signInStaff(page, venue.staffEmail, `/app/customers/${encodeURIComponent(client.email)}`);
  await expect(page.getByRole('heading', { name: 'Hugo Demandeur', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Exporter ses données (RGPD)' }).click();
  await expect(toast(page, 'Export prêt : téléchargez les fichiers')).toBeVisible();
  const files = page.getByRole('list', { name: 'Fichiers de l’export' });
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('link', { name: /\.json$/ }).click(),
  ]);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    account: unknown;
    venues: {
      restaurantId: string;
      profile: { email: string };
      documents: { reservations: { partySize: number }[] };
    }[];
  };
  // The venue's part only: its view and its bookings, never the customer's account or another venue's.
  expect(data.account).toBeNull();
  expect(data.venues.map((v) => v.restaurantId)).toEqual([venue.id]);
  expect(data.venues[0]?.profile.email).toBe(client.email);
  expect(data.venues[0]?.documents.reservations.map((r) => r.partySize)).toEqual([3]);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('link', { name: /\.csv$/ }).click(),
  ]);
  expect(await readFile((await csv.path())!, 'utf8')).toContain(`${venue.name};Fiche du restaurant;`);
});
