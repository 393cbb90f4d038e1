import type { Page } from "@playwright/test";
import { localizedPath } from "../../../app/content/addresses.ts";

export { demoAddress } from "../../../app/server/seed/demo-addresses.server.ts";
import { expectAccessible as expectAxeClean } from "./axe.ts";

/** The second server of playwright.config.ts: an EMPTY store (no demo content, no files). */
export const EMPTY_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;
export const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310)}`;

export type Lang = "es" | "en";
export const LANGS: readonly Lang[] = ["es", "en"];

/**
 * The address of a site page in a language: Spanish at its own path, English under /en/, query and
 * fragment kept (`at("/articles?q=x", "en")` → `/en/articles?q=x`). The address alone decides a public
 * page's language (docs/decisions/0007-language-addresses.md), so a test in English visits this.
 */
export function at(path: string, lang: Lang): string {
  return localizedPath(path, lang);
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

/** Zero axe violations on the whole page; a PDF inside the viewer is the browser's own UI, not our markup. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectAxeClean(page, label, { exclude: ["iframe.pdf-frame"] });
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
