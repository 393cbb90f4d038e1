import { data } from "react-router";
import type { Route } from "./+types/my-data";
import { servicesContext } from "#app/context.ts";
import { localizedPath } from "../../content/addresses.ts";
import { inventoryItem, retentionText } from "../../content/data-inventory.ts";
import { detectLang } from "../../i18n/detect.ts";
import { forms } from "../../i18n/sections/forms.ts";
import { myData } from "../../i18n/sections/my-data.ts";
import { inventoryContext } from "../../server/privacy/inventory-context.server.ts";

/**
 * /mis-datos: fixed copy; its texts, and how long an unsubscribed address is kept, come with the page. The
 * page a confirmation link opens (?request=<secret>) is never kept by any cache: the secret is its form's.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = detectLang(url, request.headers.get("cookie"));
  const texts = myData[lang];
  const unsubscribed = inventoryItem("newsletter-unsubscribed");
  const ctx = inventoryContext(context.get(servicesContext).config);
  const view = {
    texts,
    formTexts: forms[lang],
    unsubscribedKept: texts.unsubscribedKept.replace(
      "{period}",
      unsubscribed ? retentionText(unsubscribed.retention, ctx, lang) : "",
    ),
    privacyHref: `${localizedPath(lang === "es" ? "/privacidad" : "/privacy", lang)}#datos`,
    meta: { title: texts.title, description: texts.metaDescription },
  };
  return url.searchParams.has("request") ? data(view, { headers: { "Cache-Control": "no-store" } }) : view;
}
