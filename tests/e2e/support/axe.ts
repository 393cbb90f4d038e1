import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/*
 * The one axe set-up of the browser tests: axe-core's own script evaluated in the page once per
 * document, then axe.run over the whole document (header and footer too) with its default rules (WCAG 2.x
 * A and AA, and best practices). @axe-core/playwright's builder did the same work with runPartial and a
 * blank page opened per check to finish it: twice the time for the same rules.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeResult {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[] }>;
  }>;
}

/** axe's violations on the page as it is now, one line per rule with the elements it found. */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (exclude: string[]) => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<AxeResult> };
    };
    // Frames are the browser's (the PDF viewer) or excluded: axe would wait on them for an answer.
    const result = await axe.run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, {
      resultTypes: ["violations"],
      iframes: false,
    });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
    );
  }, options.exclude ?? []);
}

/** Zero axe violations, named by the screen in the failure message. */
export async function expectAccessible(page: Page, label: string, options?: { exclude?: string[] }) {
  expect(await axeViolations(page, options), `axe on ${label}`).toEqual([]);
}
