import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finishEntranceAnimations } from './settle';
import { expect } from './test';

/**
 * Fails on any serious or critical accessibility violation of the page as it settles: entrance
 * animations (a title fading in) are let finish first, since text caught half-transparent fails
 * colour contrast though no visitor reads it that way. Endless ones (the marquee) are not waited for.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await finishEntranceAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
