import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";

/** The second server of playwright.config.ts: an EMPTY store (no demo content, no files). */
export const EMPTY_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;
export const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310)}`;

export type Lang = "es" | "en";
export const LANGS: readonly Lang[] = ["es", "en"];

/**
 * Chooses the interface language the way a returning visitor has it: the lang cookie. Cookies do not
 * tell ports apart: the choice applies to the empty-store server (same host) as well.
 */
export async function useLang(context: BrowserContext, lang: Lang, base: string = BASE): Promise<void> {
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
}

/** Waits until React has hydrated the page, so clicks reach its handlers and not the plain HTML. */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main");
      return main !== null && Object.keys(main).some((k) => k.startsWith("__reactProps"));
    },
    undefined,
    { timeout },
  );
}

/** Zero axe violations (WCAG 2.x A and AA, best practices) on the whole page, header and footer too. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // A PDF inside the viewer is the browser's own UI, not our markup.
    .exclude("iframe.pdf-frame")
    // Only violations are read: axe need not detail every passing node (measured: 22 checks 66.6 → 61.8 s).
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Console errors and uncaught exceptions of a page (hydration mismatches show up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    // The document of a not-found page is itself a 404 response: expected, not an error of the page.
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}
