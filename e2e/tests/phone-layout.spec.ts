import { expect, test, type Locator } from '@playwright/test';
import { newUser, seriousViolations, signUp } from './fixtures';

/** What a member meets on a phone (390 px): the quick-actions button, the menu, the dashboard's order, cut text. */

const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Whether a member can press the control: scrolled to the middle of the screen (or to the page's end), is it
 * the control (and not the tab bar or its button) that is under a finger at its centre?
 */
async function pressable(control: Locator) {
  // Scrolled to the middle of the screen, or as near as the page's end allows.
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const b = await box(control);
  return control.evaluate(
    (el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)),
    [b.x + b.width / 2, b.y + b.height / 2],
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('from /community, the "+" opens the dashboard at /dashboard with Quick Actions on screen', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Go to quick actions' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeInViewport();
  });

  test('the "+" sits bottom right in the tab bar and covers neither Scan Barcode nor a Settings chevron', async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    const fab = tabs.getByRole('button', { name: 'Go to quick actions' });
    const f = await box(fab);
    const bar = await box(tabs);
    // Inside the bar, at its right-hand end.
    expect(f.y).toBeGreaterThanOrEqual(bar.y);
    expect(f.y + f.height).toBeLessThanOrEqual(bar.y + bar.height);
    expect(PHONE.width - (f.x + f.width)).toBeLessThan(32);
    // Every tab's label is read whole beside it.
    for (const label of await tabs.locator('.MuiBottomNavigationAction-label').all())
      expect(await label.evaluate((l) => l.scrollWidth <= l.clientWidth), await label.innerText()).toBe(true);

    const scanBarcode = page.getByRole('button', { name: 'Scan Barcode' });
    await expect(scanBarcode).toBeInViewport();
    expect(overlap(f, await box(scanBarcode))).toBe(false);
    expect(await pressable(scanBarcode)).toBe(true);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every row (with its chevron) and button of Settings, down to the last, can be pressed.
    const covered: string[] = [];
    const main = page.getByRole('main');
    const chevrons = main.getByRole('region', { name: 'Preferences' }).getByRole('button').locator('svg');
    await expect(chevrons.first()).toBeVisible();
    for (const control of [...(await main.getByRole('button').all()), ...(await chevrons.all())])
      if ((await control.isVisible()) && !(await pressable(control)))
        covered.push(await control.evaluate((el) => el.textContent || el.outerHTML.slice(0, 60)));
    expect(covered).toEqual([]);
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Quiz' })).toBeVisible();
    await menu.getByRole('link', { name: 'Quiz' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test("the dashboard opens on Quick Actions and the food diary, before Today's Overview", async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    const overview = page.getByRole('region', { name: "Today's Overview" });
    await expect(overview).toBeVisible();
    const [a, d, o] = [await box(actions), await box(diary), await box(overview)];
    expect(a.y).toBeLessThan(d.y);
    expect(d.y).toBeLessThan(o.y);
    // Both begin on the first screen.
    expect(d.y).toBeLessThan(PHONE.height);
    await expect(page.getByRole('button', { name: 'Scan Food' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('Add Manual Entry shows its macro labels whole', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    for (const name of ['Protein (g)', 'Carbs (g)', 'Fat (g)']) {
      const field = dialog.getByRole('spinbutton', { name });
      await expect(field).toBeVisible();
      const label = dialog.locator(`label[for="${await field.getAttribute('id')}"]`);
      await expect(label).toHaveText(name);
      expect(await label.evaluate((l) => l.scrollWidth <= l.clientWidth), name).toBe(true);
    }
  });

  test('the Settings card breaks a long e-mail address only between its parts', async ({ page }) => {
    const user = newUser('Alexandra Montgomery');
    user.email = `alexandra.${user.email.slice(4, 12)}@chairsidedentalpractice.example.test`;
    await signUp(page.request, user);
    await page.goto('/settings');
    const email = page.getByRole('region', { name: 'Account' }).getByText(user.email);
    await expect(email).toBeVisible();
    // Each piece of text (the name before the @, and each part of the domain) stays on one line.
    const pieces = await email.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const out: { text: string; lines: number }[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        out.push({ text: n.textContent ?? '', lines: tops.size });
      }
      return out;
    });
    expect(pieces.map((p) => p.text).join('')).toBe(user.email);
    expect(pieces.filter((p) => p.lines > 1)).toEqual([]);
    // And it does wrap: the whole address is wider than the card.
    const lines = await email.evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    );
    expect(lines).toBeGreaterThan(1);
  });
});
