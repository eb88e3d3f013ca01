import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * An automated accessibility scan (axe-core, WCAG 2.1 A and AA rules) of what the page shows now. Serious and
 * critical violations fail the journey, each listed with its rule and the elements concerned; the full report is
 * attached to the test.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, screen: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // react-aria's live announcer: a hidden log that, for a few seconds after a busy button's screen changed,
    // still points at that button's label (gone with the screen). It is read once and emptied by react-aria.
    .exclude('[data-live-announcer]')
    // Only what fails is needed: axe then skips detailing every passing node, the bulk of its time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  await testInfo.attach(`axe ${screen}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  if (process.env.A11Y_REPORT_ONLY === '1') {
    for (const line of serious) console.log(`[a11y] ${screen}: ${line}`);
    return;
  }
  expect(serious, `accessibilité de « ${screen} »`).toEqual([]);
}
