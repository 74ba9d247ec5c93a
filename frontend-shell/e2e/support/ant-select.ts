import type { ElementHandle, Locator, Page } from 'playwright-core';

/** The option elements of the Ant Design dropdown that is open now (closed ones stay in the page, hidden). */
const OPEN_OPTIONS = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

async function shows(select: ElementHandle, text: string, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  do {
    if ((await select.innerText().catch(() => '')).includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < until);
  return false;
}

/**
 * Chooses the option whose text contains `option` in the Ant Design Select of `combobox`, as a user does: open it (typing
 * `search` first in a searching select), click the option, and see the select show it. On a loaded machine a click
 * that lands while the dropdown is still opening (its animation) can be lost, and nothing would say so: every
 * attempt is checked on the select itself (`shown`, by default the option's text) and made again, up to five times.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  option: string,
  { search, shown = option }: { search?: string; shown?: string } = {},
): Promise<void> {
  // Held as the element itself: choosing may rename the combobox (a language switch relabels it).
  const select = await combobox
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .elementHandle();
  if (!select) throw new Error(`${combobox} is not in an Ant Design Select`);
  for (let attempt = 0; attempt < 5; attempt++) {
    await combobox.click();
    if (search !== undefined) await combobox.fill(search);
    await page
      .locator(OPEN_OPTIONS)
      .filter({ hasText: option })
      .first()
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    if (await shows(select, shown, 5_000)) return;
  }
  throw new Error(`Could not choose '${option}' in ${combobox}`);
}
