import "../../../i18n/admin-texts.ts";
import type { MetaDescriptor } from "react-router";
import type { Lang } from "../../../content/page-model.ts";
import { translate } from "../../../i18n/translate.ts";
import type { TextKey } from "../../../i18n/translate.ts";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** "<screen> | Área de edición | Simbiosis" in the request's language; never indexed by search engines. */
export function adminMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  key?: TextKey,
  vars?: Record<string, string>,
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { lang?: Lang } | undefined;
  const lang = root?.lang ?? "es";
  const area = translate(lang, "admin.title");
  const title = key ? `${translate(lang, key, vars)} | ${area}` : area;
  return [{ title: `${title} | Simbiosis` }, { name: "robots", content: "noindex, nofollow" }];
}
