import type { MetaDescriptor } from "react-router";
import type { Dictionary } from "../i18n/dictionaries.ts";
import { dictionaryFor } from "../i18n/translate.ts";
import { pageMeta, rootOf, type SiteMetaArgs } from "./meta.ts";

/** pageMeta with the title and description taken from the dictionary of the current language. */
export function dictionaryMeta(
  args: SiteMetaArgs,
  pick: (d: Dictionary) => { metaTitle: string; metaDescription: string },
): MetaDescriptor[] {
  const texts = pick(dictionaryFor(rootOf(args).lang));
  return pageMeta(args, texts.metaTitle, texts.metaDescription);
}
