import { expect, test, type Locator } from '@playwright/test';
import { parisDatePlus } from '../support/backend';
import { signInStaff } from '../support/staff';
import { createTablesVenue, floorTable } from '../support/tables-venue';
import { openDayPlan } from './service-support';

/** What the zoom shows, as a number (« 75 % » → 75). */
async function zoomOf(plan: Locator): Promise<number> {
  const text = await plan.getByRole('group', { name: 'Zoom du plan' }).locator('output').innerText();
  return Number(text.replace(/\D/g, ''));
}

/** Whether the room is whole in sight: its viewport scrolls neither across nor down. */
async function wholeInSight(plan: Locator): Promise<boolean> {
  return plan
    .locator('.plan-viewport')
    .evaluate(
      (node) => node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1,
    );
}

/**
 * Issue 48, defect 18: the day's plan opened at 100 %, cut off on a laptop and two columns of tables on a phone.
 * It opens fitted to the screen; the zoom is still there, and « Ajuster » brings the room back in sight.
 */
test.describe('plan du jour ajusté à l’écran @phone', () => {
  test('le plan s’ouvre en entier, le zoom reste disponible, « Ajuster » le remet en vue', async ({
    page,
  }) => {
    // A room as the demo's: four columns of tables over three rows, and a bar along the right.
    const tables = Array.from({ length: 12 }, (_, index) => ({
      ...floorTable(`t${index + 1}`, String(index + 1), 4, 60 + (index % 4) * 150),
      y: 80 + Math.floor(index / 4) * 140,
      width: 90,
      height: 90,
    }));
    const venue = await createTablesVenue('Ajuste', {
      tables: [...tables, { ...floorTable('bar', '13', 2, 680), y: 80, width: 60, height: 300 }],
      switchMode: false,
    });
    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${parisDatePlus(1)}`);
    const plan = await openDayPlan(page);

    await expect.poll(() => wholeInSight(plan)).toBe(true);
    const fitted = await zoomOf(plan);
    expect(fitted).toBeLessThan(100);
    await expect(plan.locator('button[data-table="12"]')).toBeInViewport({ ratio: 1 });

    await plan.getByRole('button', { name: 'Zoom avant' }).click();
    await plan.getByRole('button', { name: 'Zoom avant' }).click();
    expect(await zoomOf(plan)).toBe(Math.min(200, fitted + 30));
    await expect.poll(() => wholeInSight(plan)).toBe(false);

    await plan.getByRole('button', { name: 'Ajuster le plan à l’écran' }).click();
    expect(await zoomOf(plan)).toBe(fitted);
    await expect.poll(() => wholeInSight(plan)).toBe(true);
  });
});
