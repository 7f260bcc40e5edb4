import type { Page } from '@playwright/test';

interface Recorded {
  __rerenderedByCommit: number[];
  __matchedElements: number;
}

/**
 * Counts, for every React commit after the first (hydration), the DOM elements matching `selector`
 * that React rendered again: their props are a new object since the last commit. Through the hook
 * React DevTools uses (React calls it in production builds too); installed before the page's scripts.
 */
export async function recordRerenders(page: Page, selector: string): Promise<void> {
  await page.addInitScript((match: string) => {
    type Fiber = {
      tag: number;
      stateNode: unknown;
      memoizedProps: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const HOST_COMPONENT = 5;
    const seen = new WeakMap<Element, unknown>();
    const counts: number[] = [];
    const recorded = window as unknown as Recorded;
    recorded.__rerenderedByCommit = counts;
    recorded.__matchedElements = 0;
    let commits = 0;
    const hook = {
      supportsFiber: true,
      renderers: new Map(),
      inject: (renderer: unknown) => {
        hook.renderers.set(hook.renderers.size + 1, renderer);
        return hook.renderers.size;
      },
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        let rerendered = 0;
        const stack: Fiber[] = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop()!;
          if (fiber.tag === HOST_COMPONENT && fiber.stateNode instanceof Element && fiber.stateNode.matches(match)) {
            const before = seen.get(fiber.stateNode);
            if (before === undefined) recorded.__matchedElements += 1;
            else if (before !== fiber.memoizedProps) rerendered += 1;
            seen.set(fiber.stateNode, fiber.memoizedProps);
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        if (commits++ > 0) counts.push(rerendered);
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
  }, selector);
}

/** The counts recorded so far, one per commit after hydration, and how many matching elements React has drawn. */
export function rerendersByCommit(page: Page): Promise<{ byCommit: number[]; matched: number }> {
  return page.evaluate(() => {
    const recorded = window as unknown as Recorded;
    return { byCommit: recorded.__rerenderedByCommit, matched: recorded.__matchedElements };
  });
}
