import type { Locator, Page } from '@playwright/test';

/** How long a page may keep requests in flight before the test goes on without network idle. */
const NETWORK_IDLE_MS = 20_000;

/**
 * Follows the page's requests from now on: `settle()` then waits for network idle, bounded, and
 * when the page is still busy names the requests in flight instead of timing the whole test out
 * (the assertions that follow decide; the names say what kept it busy).
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<string>();
  page.on('request', (request) => inFlight.add(request.url()));
  page.on('requestfinished', (request) => inFlight.delete(request.url()));
  page.on('requestfailed', (request) => inFlight.delete(request.url()));
  return {
    async settle() {
      try {
        await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_MS });
      } catch {
        console.warn(`network not idle after ${NETWORK_IDLE_MS} ms; in flight: ${[...inFlight].join(', ') || 'none'}`);
      }
    },
  };
}

/** Resolves once React has hydrated the element (its props are attached to the DOM node). */
export async function waitForHydration(element: Locator) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
        if (hydrated()) return resolve();
        const timer = setInterval(() => {
          if (!hydrated()) return;
          clearInterval(timer);
          resolve();
        }, 50);
      }),
  );
}

/** How long a page's entrance animations may take before the test goes on and names the ones still running. */
const ANIMATIONS_MS = 10_000;

/**
 * Resolves once the page's entrance animations (a title fading in) have finished, so a check reads
 * the page as a visitor does; endless ones (the marquee) are not waited for. Bounded: an animation
 * that never finishes (its page starved of frames) is named, and the assertions that follow decide.
 */
export async function finishEntranceAnimations(page: Page) {
  const stuck = await page.evaluate(
    (maxMs) =>
      new Promise<string[]>((resolve) => {
        const finite = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
        const timer = setTimeout(
          () =>
            resolve(
              finite
                .filter((animation) => animation.playState !== 'finished')
                .map((animation) => {
                  const target = (animation.effect as KeyframeEffect | null)?.target;
                  const name =
                    (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty;
                  return `${name} (${animation.playState}) on ${target?.tagName.toLowerCase()}.${target?.className}`;
                }),
            ),
          maxMs,
        );
        void Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))).then(() => {
          clearTimeout(timer);
          resolve([]);
        });
      }),
    ANIMATIONS_MS,
  );
  if (stuck.length > 0) console.warn(`animations not finished after ${ANIMATIONS_MS} ms: ${stuck.join(', ')}`);
}
