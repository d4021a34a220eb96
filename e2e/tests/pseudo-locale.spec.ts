import { expect, test, type Page } from '@playwright/test';
import { showCard, sideways, signUp } from './fixtures';

/**
 * The pseudo-locale (libs/ui/src/i18n/pseudo.ts): every text accented and about 40 % longer, the
 * growth German, French or Romanian bring. On a phone, no text of the main screens may be cut off or
 * push the page sideways.
 */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!own || el.closest('[aria-hidden="true"], svg')) continue;
      // Text only a screen reader reads (clipped to nothing on purpose) is not cut off.
      let hidden = false;
      for (let a: HTMLElement | null = el; a && !hidden; a = a.parentElement) {
        const s = getComputedStyle(a);
        hidden = s.clip !== 'auto' || s.clipPath !== 'none';
      }
      if (hidden) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // A text that does not fit its own box where the box hides the rest, or one past the screen's edge.
      if ((clips && el.scrollWidth > el.clientWidth + 1) || box.right > width + 1)
        cut.push(`${el.tagName.toLowerCase()}: ${own.slice(0, 60)}`);
    }
    return cut;
  });
}

test.describe('the pseudo-locale at 390 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('chairside.pseudoLocale', '1'));
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('the dashboard, progress, stretches, community and settings: nothing cut off, nothing sideways', async ({
    page,
  }) => {
    await signUp(page.request);
    for (const path of ['/dashboard', '/progress', '/stretches', '/community', '/settings']) {
      await page.goto(path);
      // Every text is the pseudo-locale's: bracketed, accented.
      await expect(page.locator('h1').first()).toContainText('[');
      await page.waitForLoadState('networkidle');
      // The cards that load as they near the screen, down to the page's end.
      const cards = page.locator('main section');
      for (let i = 0; i < (await cards.count()); i++) await showCard(cards.nth(i));
      await page.waitForLoadState('networkidle');
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
      expect(await cutTexts(page), path).toEqual([]);
    }
  });
});
