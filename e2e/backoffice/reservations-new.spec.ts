import { expect, test, type Page } from '@playwright/test';
import { mailsTo, runJob } from '../support/backend';
import { signInStaff } from '../support/staff';
import {
  bookOnline,
  goToDate,
  journeyDate,
  openReservations,
  row,
  tabCovers,
  tag,
  uniqueLast,
} from './reservations-support';

/** A finger pulling the list down from the top of the page by `dy` px, released when `release` says so. */
async function pull(page: Page, dy: number, whilePulled?: () => Promise<void>) {
  const box = await page.locator('#day-list').boundingBox();
  if (!box) throw new Error('liste invisible');
  const x = box.x + box.width / 2;
  const y = box.y + 20;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (dy * i) / 8 }],
    });
  }
  if (whilePulled) await whilePulled();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('écran du jour : lignes, nouvelle réservation, actualisation', { tag: '@phone' }, () => {
  test('chaque ligne montre ce que la fiche demande ; la table ouvre l’attribution', async ({
    page,
  }, testInfo) => {
    const date = journeyDate(testInfo, 7);
    const t = tag();
    const lastName = uniqueLast('Terrasse', t);
    await bookOnline({
      firstName: 'jeanne',
      lastName,
      email: `terrasse.${t}@exemple.fr`,
      date,
      time: '19:30',
      partySize: 4,
      terrace: true,
      specialRequests: 'Chaise haute pour bébé',
    });

    await signInStaff(page);
    await openReservations(page);
    await goToDate(page, date);
    await expect(page.getByRole('heading', { name: /^19:30/ })).toContainText('4 couverts');
    const line = row(page, lastName);
    await expect(line.getByRole('button', { name: /Changer le statut/ })).toContainText('En attente');
    // Surname in capitals, then the first name capitalised.
    await expect(line.locator('.reservation-row__name')).toHaveText(`${lastName.toUpperCase()} Jeanne`);
    // A new guest carries no tier mark (issue 36: the compact mark is drawn from Bronze on).
    await expect(line.getByRole('img', { name: / points$/ })).toHaveCount(0);
    await expect(line).toContainText('4 personnes');
    // Time, origin and terrace as named icons, the creation in the origin's tooltip, the request on the row.
    await expect(line.getByRole('img', { name: 'En ligne' })).toBeVisible();
    await expect(line.getByRole('img', { name: 'Terrasse' })).toBeVisible();
    if (test.info().project.name === 'mobile') {
      // The phone's row: two short lines, the time first.
      await expect(line.locator('.reservation-row__time')).toHaveText('19:30');
      await expect(line.locator('.reservation-row__origin')).toHaveAttribute(
        'title',
        /, le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/,
      );
      await expect(line.locator('.reservation-row__request')).toHaveText('Chaise haute pour bébé');
    } else {
      await expect(line.locator('.reservation-line__time')).toHaveText('19:30');
      await expect(line.locator('.reservation-line__origin')).toHaveAttribute(
        'title',
        /, le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/,
      );
      await expect(line.locator('.reservation-line__request')).toHaveText('Chaise haute pour bébé');
    }

    await line.getByRole('button', { name: 'Attribuer une table' }).click();
    await expect(
      page.getByRole('dialog', { name: new RegExp(`^Tables · Jeanne ${lastName}`, 'i') }),
    ).toBeVisible();
  });

  test('« Nouvelle réservation » : validation, suggestions de clients, création confirmée', async ({
    page,
  }, testInfo) => {
    const date = journeyDate(testInfo, 8);
    const t = tag();
    const family = uniqueLast('Suggere', t);
    const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const phoneOf = (i: number) =>
      `06 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)} ${i}${i}`;
    // Six customers of the same family: at most five are suggested.
    await Promise.all(
      ['Ana', 'Bea', 'Cyd', 'Dan', 'Eli', 'Flo'].map((firstName, i) =>
        bookOnline({
          firstName,
          lastName: family,
          email: `${firstName.toLowerCase()}.${t}@exemple.fr`,
          phone: phoneOf(i),
          date: journeyDate(testInfo, 9),
          time: '12:00',
          partySize: 1,
        }),
      ),
    );

    await signInStaff(page);
    await openReservations(page);
    await goToDate(page, date);
    await page.getByRole('button', { name: 'Nouvelle réservation' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle réservation' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Date')).toHaveValue(date);
    await expect(form.locator('output')).toHaveText('2');

    const create = form.getByRole('button', { name: 'Créer la réservation' });
    await create.click();
    // Each fault is said under its field, and the first faulty field takes the focus.
    const lastName = form.getByRole('textbox', { name: 'Nom', exact: true });
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription('❌ Le nom du client est obligatoire');
    await expect(form.locator('#new-customerPhone-error')).toHaveText(
      '❌ Veuillez fournir au moins un téléphone ou un email',
    );
    await expect(form.locator('#new-time-error')).toHaveText("❌ L'heure de réservation est obligatoire");

    const name = form.getByRole('textbox', { name: 'Nom', exact: true });
    await name.fill('S');
    await expect(form.getByRole('listbox', { name: 'Clients existants' })).toBeHidden();
    await name.fill(family.slice(0, 2));
    await expect(form.getByRole('listbox', { name: 'Clients existants' })).toBeVisible();
    await name.fill(family);
    const suggestions = form.getByRole('listbox', { name: 'Clients existants' }).getByRole('option');
    await expect(suggestions).toHaveCount(5);

    await create.click();
    await expect(form.locator('#new-customerLastName-error')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Téléphone' })).toBeFocused();
    await expect(form.locator('#new-customerPhone-error')).toHaveText(
      '❌ Veuillez fournir au moins un téléphone ou un email',
    );

    // E-mail suggestions from 3 characters, phone suggestions from 4.
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await email.fill('ce');
    await expect(suggestions).toHaveCount(0);
    await email.fill(`cyd.${t}`);
    await expect(suggestions).toHaveCount(1);
    await expect(suggestions).toContainText(`cyd.${t}@exemple.fr`);
    await email.fill('');
    const phone = form.getByRole('textbox', { name: 'Téléphone' });
    await phone.fill('065');
    await expect(suggestions).toHaveCount(0);
    await phone.fill(phoneOf(3).replace(/ /g, ''));
    await expect(suggestions).toHaveCount(1);
    await suggestions.getByRole('button').click();
    await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(family);
    await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Dan');
    await expect(email).toHaveValue(`dan.${t}@exemple.fr`);

    await create.click();
    await expect(form.getByRole('combobox', { name: 'Heure' })).toBeFocused();
    await expect(form.locator('#new-time-error')).toHaveText("❌ L'heure de réservation est obligatoire");
    // The day's slots come first with the covers left; another time is allowed with a warning.
    await expect(form.getByRole('combobox', { name: 'Heure' }).locator('optgroup').first()).toHaveAttribute(
      'label',
      'Créneaux du jour',
    );
    await expect(form.getByRole('combobox', { name: 'Heure' })).toContainText(/19:30 · \d+ places restantes/);
    await form.getByRole('combobox', { name: 'Heure' }).selectOption('18:15');
    await expect(form.getByTestId('time-warning')).toHaveText('Hors créneau : vérifiez la capacité');
    await form.getByRole('combobox', { name: 'Heure' }).selectOption('20:15');
    await expect(form.getByTestId('time-warning')).toBeEmpty();
    await form.getByLabel('Date').fill('');
    await create.click();
    await expect(form.locator('#new-date-error')).toHaveText('❌ La date de réservation est obligatoire');
    await form.getByLabel('Date').fill(date);

    await form.getByRole('button', { name: 'Une personne de plus' }).click();
    await form.getByLabel('Terrasse').check();
    await form.getByLabel('Demandes particulières').fill('Près de la fenêtre');
    await create.click();

    await expect(page.getByText('Réservation créée avec succès !')).toBeVisible();
    await expect(form).toBeHidden();
    const line = row(page, family);
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('button', { name: /Changer le statut/ })).toContainText('Confirmée');
    await expect(
      line.getByText('Restaurant', { exact: true }).or(line.getByRole('img', { name: 'Restaurant' })),
    ).toBeVisible();
    await expect(line).toContainText('3 personnes');
    await expect(
      line.getByText('Terrasse', { exact: true }).or(line.getByRole('img', { name: 'Terrasse' })),
    ).toBeVisible();
    await expect(tabCovers(page, 'Confirmées')).toHaveText('3 couverts');
    await expect
      .poll(
        async () => {
          await runJob('processMailOutbox');
          return (await mailsTo(`dan.${t}@exemple.fr`)).map((m) => m.subject).join(' | ');
        },
        { timeout: 15_000 },
      )
      .toContain('Réservation confirmée');

    // The row's detail names the staff member who created it.
    await line.locator('.reservation-row__name').click();
    await expect(page.getByRole('dialog').getByTestId('creator')).toHaveText('Julie Moreau');
  });

  test('tirer pour actualiser (téléphone) et bouton Actualiser', async ({ page }, testInfo) => {
    const date = journeyDate(testInfo, 10);
    const t = tag();
    const lastName = uniqueLast('Tirer', t);
    await bookOnline({
      firstName: 'Max',
      lastName,
      email: `tirer.${t}@exemple.fr`,
      date,
      time: '12:30',
      partySize: 2,
    });

    await signInStaff(page);
    await openReservations(page);
    await goToDate(page, date);
    await expect(row(page, lastName)).toBeVisible();
    const reread = () => page.waitForRequest((request) => request.url().includes('/store/subscribe'));

    if (testInfo.project.name === 'mobile') {
      // Under 60 px nothing happens.
      await pull(page, 40, async () => {
        await expect(page.getByText('Tirez pour actualiser')).toBeVisible();
      });
      await expect(page.getByText('Tirez pour actualiser')).toBeHidden();
      const request = reread();
      await pull(page, 160, async () => {
        await expect(page.getByText('Relâchez pour actualiser')).toBeVisible();
      });
      await request;
      await expect(row(page, lastName)).toBeVisible();
    }

    const request = reread();
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await request;
    await expect(row(page, lastName)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualiser' })).toBeEnabled();
  });
});
