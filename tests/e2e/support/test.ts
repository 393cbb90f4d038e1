import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "./content-helpers.ts";

/*
 * Playwright's `test`, with one difference every spec relies on: `page.goto` and `page.reload` return once
 * React has hydrated the site's document, not at its load event. The site asks for its code only after
 * the first paint (app/server/hydrate-after-paint.server.ts), so the load event comes before the page
 * can answer a click on a button that only works with its script (a menu, a dialog, the editor).
 * Documents without the site's script (a PDF, a feed, a page in a context without JavaScript) return as
 * Playwright returns them.
 */
export * from "@playwright/test";

/** Contexts without JavaScript: nothing hydrates there. */
const withoutScript = new WeakSet<BrowserContext>();

async function hydrated(page: Page, response: Awaited<ReturnType<Page["goto"]>>): Promise<void> {
  if (withoutScript.has(page.context())) return;
  if (!response || !/text\/html/.test(response.headers()["content-type"] ?? "")) return;
  const hydrates = await page
    .evaluate(() => document.querySelector('script[type="module"]') !== null)
    .catch(() => false);
  if (hydrates) await waitForHydration(page);
}

/** Makes the page's goto and reload wait for hydration (pages of contexts with JavaScript only). */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await hydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await hydrated(page, response);
    return response;
  };
  return page;
}

function contextsWaitForHydration(context: BrowserContext, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled === false) {
    withoutScript.add(context);
    return context;
  }
  for (const page of context.pages()) waitsForHydration(page);
  context.on("page", waitsForHydration);
  return context;
}

export const test = base.extend<object, { hydratingBrowser: Browser }>({
  // Contexts a spec opens itself (two editors at once, a second visitor) behave the same.
  hydratingBrowser: [
    // Playwright calls the second argument `use`; named otherwise so it is not mistaken for React's.
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) =>
        contextsWaitForHydration(await newContext(options), options?.javaScriptEnabled);
      await provide(browser);
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, provide) => {
    await provide(contextsWaitForHydration(context, javaScriptEnabled));
  },
});
