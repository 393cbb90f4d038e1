import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, type Lang } from "../content/page-model.ts";
import type { Dictionary } from "../i18n/dictionaries.ts";
import { dictionaryFor } from "../i18n/translate.ts";
import { pageMeta } from "./meta.ts";

type MetaArgsLike = Parameters<typeof pageMeta>[0];

/** The language the root loader chose for this request (meta functions run before any component). */
export function metaLang(args: MetaArgsLike): Lang {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { lang?: Lang } | undefined;
  return root?.lang ?? DEFAULT_LANG;
}

/** pageMeta with the title and description taken from the dictionary of the current language. */
export function dictionaryMeta(
  args: MetaArgsLike,
  pick: (d: Dictionary) => { metaTitle: string; metaDescription: string },
): MetaDescriptor[] {
  const texts = pick(dictionaryFor(metaLang(args)));
  return pageMeta(args, texts.metaTitle, texts.metaDescription);
}
