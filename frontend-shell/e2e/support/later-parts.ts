import type { Locator, Page } from 'playwright-core';

/**
 * Scrolls to each part of the page that loads as it nears the screen (frontend-public/src/shared/ui/near-viewport.tsx:
 * a place's reviews and coupons), as a visitor scrolling down would, until none is left waiting, then back to the top.
 * A test that looks at those parts calls it first, with what it waits for: without scrolling they never load (issue
 * 34.2). `part` (or a part waiting for the screen) shows first, so that the app, not the server's first paint, is there.
 */
export async function revealLaterParts(page: Page, part: Locator): Promise<void> {
  const waiting = page.locator('[data-near-viewport]');
  await part.or(waiting).first().waitFor({ timeout: 20_000 });
  let revealed = false;
  while ((await waiting.count()) > 0) {
    const handle = await waiting.first().elementHandle();
    if (!handle) break;
    // It may have loaded (and left the page) meanwhile: then there is nothing to scroll to.
    await handle.scrollIntoViewIfNeeded().catch(() => undefined);
    await page.waitForFunction((element) => !element.isConnected, handle);
    revealed = true;
  }
  if (revealed) await page.evaluate(() => window.scrollTo(0, 0));
}
