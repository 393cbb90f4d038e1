import { titleText } from "../../content/content-model.ts";
import type { Store } from "../store/store.server.ts";

export interface PageTitles {
  es: string;
  en: string;
}

/**
 * The titles of pages by name, as the editing area names them (its draft's, else its published version's;
 * empty for a page that no longer exists), each read once per answer: many rows name the same pages.
 */
export function pageTitleReader(store: Pick<Store, "getDraft">) {
  const cache = new Map<string, Promise<PageTitles>>();
  const one = (name: string): Promise<PageTitles> => {
    let title = cache.get(name);
    if (!title) {
      title = store.getDraft(name).then((draft) => ({
        es: draft ? titleText(draft.page, "es") : "",
        en: draft ? titleText(draft.page, "en") : "",
      }));
      cache.set(name, title);
    }
    return title;
  };
  return async (names: Iterable<string>): Promise<Record<string, PageTitles>> => {
    const out: Record<string, PageTitles> = {};
    for (const name of new Set(names)) out[name] = await one(name);
    return out;
  };
}
