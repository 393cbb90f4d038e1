import type { Route } from "./+types/labs";
import { forms } from "../../i18n/sections/forms.ts";
import { detectLang } from "../../i18n/detect.ts";

/** /labs: a fixed screen; its newsletter form's texts come with the page, not in its JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = detectLang(new URL(request.url), request.headers.get("cookie"));
  return { formTexts: forms[lang] };
}
