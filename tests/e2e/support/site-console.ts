import type { Page } from "@playwright/test";

/**
 * Collects console errors and uncaught exceptions of a page. `expected` filters out the ones a test
 * provokes on purpose (the 404 page logs the failed document request).
 */
export function watchConsole(page: Page, expected: readonly RegExp[] = []): { errors: string[] } {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !expected.some((re) => re.test(msg.text()))) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return { errors };
}
