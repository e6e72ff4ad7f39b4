import type { Page } from 'playwright-core';

/** The payment simulator's checkout page, in its frame inside the site's checkout modal. */
export const checkout = (page: Page) => page.frameLocator('[data-testid="checkout-frame"]');

/**
 * Pays in the checkout, unless the tenant's wallet covered the order (then the success dialog comes straight
 * away): which of the two happens depends on the demo tenant's seeded wallet and the bond's price.
 */
export async function payUnlessCovered(page: Page) {
  const next = await Promise.race([
    checkout(page)
      .getByRole('button', { name: /^Pay / })
      .waitFor()
      .then(() => 'checkout'),
    page
      .getByRole('dialog', { name: 'Payment successful!' })
      .waitFor()
      .then(() => 'done'),
  ]);
  if (next === 'checkout') await checkout(page).getByRole('button', { name: /^Pay / }).click();
}
