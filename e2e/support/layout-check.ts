/**
 * What a person sees on a screen, checked the same way at 390 px (and 360 px) and at 1366 px: nothing sticks out past the
 * right edge (no sideways scrolling on a phone), every control on screen has a name a screen reader can say,
 * and the screenshot is kept with the test's results to be looked at.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const NAMED_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'switch',
  'radio',
  'tab',
  'menuitem',
  'option',
  'spinbutton',
  'slider',
  'dialog',
]);

const NARROW_PHONE = 360;

/** Visible elements whose right edge passes the viewport, outside any container that scrolls or clips. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`la page défile de côté (${document.documentElement.scrollWidth} px pour ${width} px)`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1 || box.left >= width) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed' || clipped(element)) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> « ${text} » → ${Math.round(box.right)} px`,
      );
    }
    return found;
  });
}

/** Controls of the accessibility tree (not hidden from it) that have no name. */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    return nodes
      .filter((node) => !node.ignored && NAMED_ROLES.has(node.role?.value ?? ''))
      .filter((node) => !String(node.name?.value ?? '').trim())
      .map((node) => node.role?.value ?? '?');
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until the screen is at rest: no transition or finite animation running (drawer, dialogs, toasts; the
 * reduced-motion preference ends most at once), every image loaded, the fonts ready, then two frames drawn, so
 * that what is measured is the laid-out screen. A state, where a fixed 350 ms pause was too long on a quiet
 * machine and could be too short on a busy one.
 */
async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ) && Array.from(document.images).every((image) => image.complete),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Checks the screen as it is now and attaches its screenshot under `name`. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await atRest(page);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  expect(await overflowing(page), `${name} : rien ne dépasse à droite`).toEqual([]);
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 600) {
    // The narrowest phones still sold (360 px): measured too, then back to the project's phone.
    await page.setViewportSize({ width: NARROW_PHONE, height: viewport.height });
    await atRest(page);
    expect(await overflowing(page), `${name} : rien ne dépasse à droite à ${NARROW_PHONE} px`).toEqual([]);
    await page.setViewportSize(viewport);
    // Back at the phone's width, the page lays itself out again: axe must read it laid out, not in between.
    await atRest(page);
  }
  expect(await unnamedControls(page), `${name} : chaque commande a un nom`).toEqual([]);
  await expectNoSeriousA11yViolations(page, testInfo, name);
}
