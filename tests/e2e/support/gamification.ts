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
