import { storeMedia } from "../files/media.server.ts";
import type { Services } from "../services.server.ts";

/** The setting that says the demo content was loaded once (never again, even into an emptied store). */
export const DEMO_SEEDED = "demo_seeded";

/** Loads the demo pages and their files. With reset, every current page is deleted first (kept in history). */
export async function seedDemo(
  services: Pick<Services, "store" | "files">,
  options: { reset?: boolean } = {},
) {
  const { store, files } = services;
  // Loaded only when seeding: the demo data is not needed to serve.
  const { demoPages } = await import("./demo-pages.server.ts");
  const { makeDemoFiles } = await import("./demo-files.server.ts");
  if (options.reset) {
    for (;;) {
      const { items } = await store.listPages({ limit: 500 });
      if (items.length === 0) break;
      for (const page of items) await store.deletePage(page.Page, { user: "seed" });
    }
  }
  // Through the media library, so the demo's files are listed there like any upload.
  for (const file of await makeDemoFiles()) {
    const ext = file.name.slice(file.name.lastIndexOf(".") + 1);
    await storeMedia({ store, files }, { name: file.name, ext, bytes: Buffer.from(file.bytes), user: null });
  }
  for (const page of demoPages) await store.savePage(structuredClone(page), { user: "seed" });
  await seedEvaluation(store);
  await store.setSettingIfAbsent(DEMO_SEEDED, new Date().toISOString());
  return { pages: demoPages.length };
}

/** The editors' evaluation of the assistant starts from the development questions about the demo content. */
async function seedEvaluation(store: Services["store"]) {
  if ((await store.listEvaluationPairs()).length > 0) return;
  const { ANSWERABLE, UNANSWERABLE } = await import("./demo-questions.server.ts");
  const { newPair } = await import("../assistant/editing.server.ts");
  await store.addEvaluationPairs([
    ...ANSWERABLE.map(({ lang, q, pages }) => newPair({ lang, question: q, pages, user: "seed" })),
    ...UNANSWERABLE.map(({ lang, q }) => newPair({ lang, question: q, pages: [], user: "seed" })),
  ]);
}

/** First start: an empty store that was never seeded gets the demo content. */
export async function seedIfEmpty(services: Pick<Services, "store" | "files">): Promise<boolean> {
  if ((await services.store.getSetting(DEMO_SEEDED)) !== undefined) return false;
  if ((await services.store.countPages()) > 0) return false;
  await seedDemo(services);
  return true;
}
