import { expect, test, type Locator, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** The gallery's sections, each a region named by its h2 (packages/ui/src/gallery/component-gallery.tsx). */
const SECTIONS = [
  'Bouton',
  'Bouton icône',
  'Menu',
  'Champ texte',
  'Liste déroulante',
  'Champ avec suggestions',
  'Sélecteur de date',
  'Sélecteur de quantité',
  'Case à cocher',
  'Interrupteur',
  'Puces à basculer',
  'Boutons radio',
  'Dialogue',
  'Panneau plein écran',
  'Messages de retour',
  'Onglets',
  'Pastille',
  'Carte',
  'Tableau',
  'État vide',
  'Squelette de chargement',
  'Icônes',
];

/** Names are compared exactly: 'Bouton' must not also match 'Bouton icône'. */
function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Reaches `target` with the Tab key from the control just before it, as a keyboard user would. */
async function tabTo(page: Page, before: Locator, target: Locator) {
  await before.focus();
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** The focus ring of tokens.css: a 2px solid dark outline, offset, over a white band. */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
  expect(ring).toEqual({ style: 'solid', width: '2px', color: 'rgb(11, 26, 51)' });
}

// The keyboard behaviour of each component is the same on every screen: checked once, at the desk. The overview
// (sections, no sideways scrolling, axe-core) runs on the phone too, where the layout differs.
test.describe('système de design : la galerie des composants au clavier', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${appUrls.backoffice}/design`);
    await expect(page.getByRole('heading', { level: 1, name: 'Système de design' })).toBeVisible();
  });

  test(
    'une section nommée par composant, sans défilement horizontal ni défaut d’accessibilité',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      // The gallery is the largest page of the product: its axe-core scan alone took 20 to 40 s on a loaded
      // 2-core machine with another worker beside it.
      test.setTimeout(120_000);
      for (const name of SECTIONS) {
        await expect(section(page, name)).toBeVisible();
        await expect(section(page, name).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, testInfo, 'système de design');
    },
  );

  test('boutons : Tab saute le bouton désactivé, anneau de focus visible, Entrée lance le chargement', async ({
    page,
  }) => {
    const buttons = section(page, 'Bouton');
    await expect(buttons.getByRole('button', { name: 'Indisponible', exact: true })).toBeDisabled();
    const save = buttons.getByRole('button', { name: 'Enregistrer', exact: true });
    await tabTo(page, buttons.getByRole('button', { name: 'Grand', exact: true }), save);
    await expectFocusRing(save);
    await page.keyboard.press('Enter');
    await expect(save).toHaveAttribute('data-pending', 'true');
    await expect(save).toBeFocused();
    await expect(save).not.toHaveAttribute('data-pending', 'true', { timeout: 4_000 });

    const icons = section(page, 'Bouton icône');
    const call = icons.getByRole('button', { name: 'Appeler le client', exact: true });
    await call.focus();
    await expect(call).toBeFocused();
    await expect(icons.getByRole('button', { name: 'Scanner (indisponible)', exact: true })).toBeDisabled();
  });

  test('menu : Flèche bas ouvre sur le premier élément, saute le désactivé, Entrée agit et rend le focus', async ({
    page,
  }) => {
    const menuSection = section(page, 'Menu');
    const trigger = menuSection.getByRole('button', { name: 'Actions de la réservation', exact: true });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Confirmer', exact: true })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Archiver', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Annuler', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(menuSection.getByRole('status')).toHaveText('Dernière action : Annuler');
    await expect(trigger).toBeFocused();

    const exportMenu = menuSection.getByRole('button', { name: 'Exporter', exact: true });
    await exportMenu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Exporter en PDF', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(exportMenu).toBeFocused();
  });

  test('champs : étiquette, obligatoire, erreur reliée, saisie au clavier', async ({ page }) => {
    const fields = section(page, 'Champ texte');
    const name = fields.getByRole('textbox', { name: 'Nom du client', exact: true });
    await name.focus();
    await page.keyboard.type('Marie Dupont');
    await expect(name).toHaveValue('Marie Dupont');
    await expect(name).toHaveAttribute('required', '');
    await expect(name).toHaveAccessibleDescription('Tel qu’il apparaîtra sur la réservation');
    const phone = fields.getByRole('textbox', { name: 'Téléphone', exact: true });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Numéro de téléphone invalide/);
    await expect(fields.getByRole('textbox', { name: 'Code établissement', exact: true })).toBeDisabled();
  });

  test('liste déroulante et suggestions : flèches, Entrée, Échap', async ({ page }) => {
    const selects = section(page, 'Liste déroulante');
    const room = selects.getByRole('button', { name: /Salle$/ });
    await room.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'Salle principale', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(room).toContainText('Terrasse');
    await expect(room).toBeFocused();

    const combo = section(page, 'Champ avec suggestions').getByRole('combobox', {
      name: 'Client',
      exact: true,
    });
    await combo.focus();
    await page.keyboard.type('Mari');
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option')).toHaveText(['Marie Dupont']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(combo).toHaveValue('Marie Dupont');
    await combo.fill('');
    await page.keyboard.type('zz');
    await expect(page.getByText('Aucun client trouvé')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('sélecteur de date : calendrier en français, semaine commençant le lundi, choix au clavier', async ({
    page,
  }) => {
    const dates = section(page, 'Sélecteur de date');
    const field = dates.getByRole('group', { name: 'Date de réservation', exact: true });
    await expect(field).toContainText(/14.*05.*2026/);
    const open = dates.getByRole('button', { name: 'Ouvrir le calendrier Date de réservation', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('grid');
    await expect(calendar).toBeVisible();
    await expect(page.getByRole('heading', { name: /mai 2026/i })).toBeVisible();
    await expect(calendar.locator('thead th')).toHaveText(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^jeudi 14 mai 2026/);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^vendredi 15 mai 2026/);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toContainText(/15.*05.*2026/);
    await expect(
      dates.getByRole('group', { name: 'Date de visite', exact: true }).locator('xpath=..'),
    ).toContainText('Choisissez une date');
  });

  test('quantité : flèches, début et fin, boutons désactivés aux bornes', async ({ page }) => {
    const stepper = section(page, 'Sélecteur de quantité');
    const covers = stepper.getByRole('textbox', { name: 'Nombre de couverts', exact: true });
    const minus = stepper.getByRole('button', { name: 'Diminuer Nombre de couverts', exact: true });
    const plus = stepper.getByRole('button', { name: 'Augmenter Nombre de couverts', exact: true });
    await covers.focus();
    await expect(covers).toHaveValue('2');
    await page.keyboard.press('ArrowUp');
    await expect(covers).toHaveValue('3');
    await page.keyboard.press('End');
    await expect(covers).toHaveValue('12');
    await expect(plus).toBeDisabled();
    await page.keyboard.press('Home');
    await expect(covers).toHaveValue('1');
    await expect(minus).toBeDisabled();
  });

  test('cases, interrupteurs et radios : Espace et flèches', async ({ page }) => {
    const emails = section(page, 'Case à cocher').getByRole('checkbox', {
      name: 'Accepte les e-mails',
      exact: true,
    });
    await emails.focus();
    await page.keyboard.press('Space');
    await expect(emails).toBeChecked();
    await expect(
      section(page, 'Case à cocher').getByRole('checkbox', { name: 'Compte vérifié', exact: true }),
    ).toBeDisabled();

    const tablet = section(page, 'Interrupteur').getByRole('switch', { name: 'Mode tablette', exact: true });
    await tablet.focus();
    await page.keyboard.press('Space');
    await expect(tablet).toBeChecked();

    const birthday = section(page, 'Puces à basculer').getByRole('button', {
      name: 'Anniversaire',
      exact: true,
    });
    await birthday.focus();
    await page.keyboard.press('Space');
    await expect(birthday).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(birthday).toHaveAttribute('aria-pressed', 'false');

    const radios = section(page, 'Boutons radio');
    await expect(radios.getByRole('radiogroup', { name: 'Service', exact: true })).toBeVisible();
    const lunch = radios.getByRole('radio', { name: 'Midi', exact: true });
    await lunch.focus();
    await page.keyboard.press('ArrowRight');
    await expect(radios.getByRole('radio', { name: 'Soir', exact: true })).toBeChecked();
    await expect(radios.getByRole('radio', { name: 'Soir', exact: true })).toBeFocused();
    await expect(radios.getByRole('radiogroup', { name: 'Placement', exact: true })).toContainText(
      'Choisissez un placement',
    );
  });

  test('onglets : flèches et Fin, l’onglet désactivé est sauté', async ({ page }) => {
    const tabs = section(page, 'Onglets');
    await expect(tabs.getByRole('tablist', { name: 'Statut des réservations', exact: true })).toBeVisible();
    const pending = tabs.getByRole('tab', { name: 'À confirmer', exact: true });
    await pending.focus();
    await page.keyboard.press('ArrowRight');
    const confirmed = tabs.getByRole('tab', { name: 'Confirmées', exact: true });
    await expect(confirmed).toBeFocused();
    await expect(confirmed).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toHaveText('12 réservations confirmées.');
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Annulées', exact: true })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Archivées', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('dialogue et panneau : ouverts au clavier, Échap ferme et rend le focus', async ({ page }) => {
    const opener = section(page, 'Dialogue').getByRole('button', { name: 'Ouvrir le dialogue', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Confirmer l’annulation', exact: true });
    await expect(dialog).toBeVisible();
    // react-aria focuses the dialog itself (its title is read first); the focus stays inside it.
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Garder la réservation', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const sheetOpener = section(page, 'Panneau plein écran').getByRole('button', {
      name: 'Ouvrir le panneau',
      exact: true,
    });
    await sheetOpener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filtres', exact: true });
    await expect(sheet).toBeVisible();
    const viewport = page.viewportSize();
    const box = await sheet.boundingBox();
    expect(viewport && box).toBeTruthy();
    // Full screen on a phone, a side panel on wider screens: always the full height.
    expect(Math.round(box!.height)).toBeGreaterThanOrEqual(viewport!.height - 1);
    if (viewport!.width <= 640) expect(Math.round(box!.width)).toBeGreaterThanOrEqual(viewport!.width - 1);
    await sheet.getByRole('textbox', { name: 'Rechercher un client', exact: true }).focus();
    await page.keyboard.type('Dupont');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(sheetOpener).toBeFocused();
  });

  test('messages de retour : quatre sortes, chacune avec son rôle, sa couleur et son icône', async ({
    page,
  }) => {
    const feedback = section(page, 'Messages de retour');
    const viewport = page.getByRole('region', { name: 'Notifications', exact: true });
    const kinds = [
      { button: 'Afficher un succès', text: 'Réservation confirmée', kind: 'success', role: 'status' },
      {
        button: 'Afficher une information',
        text: 'Nouvelle réservation en attente',
        kind: 'info',
        role: 'status',
      },
      {
        button: 'Afficher un avertissement',
        text: 'Service du soir presque complet',
        kind: 'warning',
        role: 'alert',
      },
      { button: 'Afficher une erreur', text: 'Créneau complet', kind: 'error', role: 'alert' },
    ];
    const icons = new Set<string | null>();
    for (const { button, text, kind, role } of kinds) {
      const trigger = feedback.getByRole('button', { name: button, exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const item = viewport.getByTestId('toast').filter({ hasText: text });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('role', role);
      await expect(item).toHaveClass(new RegExp(`toast--${kind}`));
      const icon = item.locator('svg.toast__icon');
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      icons.add(await icon.getAttribute('class'));
    }
    expect(icons.size).toBe(4);
    const error = viewport.getByTestId('toast').filter({ hasText: 'Créneau complet' });
    await error.getByRole('button', { name: 'Fermer la notification', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(error).toBeHidden();
  });

  test('tableau, carte, état vide : noms et zone de défilement atteignable au clavier', async ({ page }) => {
    const tables = section(page, 'Tableau');
    await expect(tables.getByRole('table', { name: 'Réservations du soir', exact: true })).toBeVisible();
    await expect(tables.getByRole('rowheader', { name: 'Marie Dupont', exact: true })).toBeVisible();
    const scroller = tables.getByRole('region', { name: 'Réservations du soir', exact: true });
    const cardFooter = section(page, 'Carte').getByRole('button', { name: 'Voir la fiche', exact: true });
    await tabTo(page, cardFooter, scroller);
    await expectFocusRing(scroller);
    await expect(tables.getByRole('heading', { name: 'Aucune annulation', exact: true })).toBeVisible();

    const card = section(page, 'Carte').getByRole('region', { name: 'Marie Dupont', exact: true });
    await expect(card.getByRole('button', { name: 'Appeler Marie Dupont', exact: true })).toBeVisible();
    await expect(
      section(page, 'État vide').getByRole('heading', { name: 'Aucune réservation ce soir', exact: true }),
    ).toBeVisible();
    await expect(
      section(page, 'Squelette de chargement')
        .getByRole('status')
        .filter({ hasText: 'Chargement des réservations' }),
    ).toBeAttached();
  });
});
