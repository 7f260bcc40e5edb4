import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** HTML_CodeSniffer, the checker pa11y runs, as one script. */
const SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

export interface HtmlcsIssue {
  code: string;
  message: string;
  element: string;
}

/**
 * The WCAG 2 AA errors HTML_CodeSniffer finds in the page as it is (pa11y's default standard),
 * each with its rule code (H32.2: a form without a submit button; G18/G145: text contrast).
 * Evaluated through the debugging protocol, so the page's CSP does not refuse the checker.
 */
export async function htmlcsErrors(page: Page): Promise<HtmlcsIssue[]> {
  await page.evaluate(SOURCE);
  return page.evaluate(
    () =>
      new Promise<HtmlcsIssue[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlcsGlobal }).HTMLCS;
        // 2.5.1 ships no text for some of its messages (H98, an autocomplete token its field's type
        // does not take) and then throws instead of reporting: such a message reads as its key.
        const translate = htmlcs.getTranslation.bind(htmlcs);
        htmlcs.getTranslation = (key) => translate(key) ?? `${key}: {{x}}`;
        htmlcs.process('WCAG2AA', document, () => {
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                message: message.msg,
                element: (message.element as Element).outerHTML?.slice(0, 120) ?? String(message.element),
              })),
          );
        });
      }),
  );
}

interface HtmlcsGlobal {
  process(standard: string, content: Document, done: () => void): void;
  getTranslation(key: string): string | undefined;
  getMessages(): { type: number; code: string; msg: string; element: Node }[];
}
