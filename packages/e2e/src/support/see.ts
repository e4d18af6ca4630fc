import type { Locator } from 'playwright-core';

/** Waits until the locator shows (auto-retrying, like a person looking at the screen). */
export async function see(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing matches any more. */
export async function gone(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.first().waitFor({ state: 'detached', timeout });
}
