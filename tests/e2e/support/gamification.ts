/**
 * Issue 18: a member's actions (a first stuff, ten favourites…) open the level-up or new-badge modal
 * at any moment. Journeys about something else close it whenever it is in the way (Playwright's
 * locator handler runs before each action and auto-waiting check), as a member would.
 */
import type { Page } from 'playwright-core';

export async function dismissGamificationModals(page: Page): Promise<void> {
  const modal = page.locator('[data-testid="gamification-new-badge"], [data-testid="gamification-level-up"]');
  await page.addLocatorHandler(modal, async (overlay) => {
    await overlay.getByTestId('gamification-close').click();
  });
}

/**
 * After a login: waits for the member's level (read with the notification, so a pending modal opens
 * in the same render) and closes the modal if one opened, so that it never appears under a click.
 */
export async function settleGamification(page: Page): Promise<void> {
  await page.getByTestId('user-menu-level').waitFor();
  const modal = page.locator('[data-testid="gamification-new-badge"], [data-testid="gamification-level-up"]');
  if ((await modal.count()) > 0) {
    // The locator handler (dismissGamificationModals) may close it first: then there is nothing to click.
    await modal
      .getByTestId('gamification-close')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await modal.waitFor({ state: 'detached' });
  }
}
