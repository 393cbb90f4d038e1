import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/*
 * The one axe set-up of the browser tests: axe-core's own script evaluated in the page once per
 * document, then axe.run over the whole document (header and footer too) with its default rules (WCAG 2.x
 * A and AA, and best practices). @axe-core/playwright's builder did the same work with runPartial and a
 * blank page opened per check to finish it: twice the time for the same rules.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const HTMLCS_SOURCE = fs.readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

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

/**
 * HTML_CodeSniffer's errors (WCAG 2 AA, as pa11y runs it) on the page as it is now, one line per message
 * with the element's tag, id and classes. Notices and warnings ask for a person's judgement: not counted.
 * Elements inside `exclude` (selectors) are left out, as with axe.
 */
export async function codeSnifferErrors(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { HTMLCS?: unknown }).HTMLCS === "object");
  if (!loaded) await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    (exclude: string[]) =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            process(standard: string, content: Document, done: () => void, failed: () => void): void;
            getMessages(): Message[];
          };
        };
        HTMLCS.process(
          "WCAG2AA",
          document,
          () => {
            const ERROR = 1;
            const describe = (e: Element) =>
              e.tagName
                ? `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${[...e.classList].map((c) => `.${c}`).join("")}`
                : "document";
            resolve(
              HTMLCS.getMessages()
                .filter((m) => m.type === ERROR)
                .filter(
                  (m) => !(m.element instanceof Element && exclude.some((sel) => m.element.closest(sel))),
                )
                .map((m) => `${m.code}: ${m.msg}\n  ${describe(m.element)}`),
            );
          },
          () => reject(new Error("HTML_CodeSniffer failed")),
        );
      }),
    options.exclude ?? [],
  );
}

/** Zero violations by both engines (axe, HTML_CodeSniffer), named by the screen in the failure message. */
export async function expectAccessible(page: Page, label: string, options?: { exclude?: string[] }) {
  expect(await axeViolations(page, options), `axe on ${label}`).toEqual([]);
  expect(await codeSnifferErrors(page, options), `HTML_CodeSniffer on ${label}`).toEqual([]);
}
