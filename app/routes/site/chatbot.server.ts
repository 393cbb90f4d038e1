import type { Route } from "./+types/chatbot";
import { translate } from "../../i18n/translate.ts";
import { singlePage } from "../../server/site/pages.server.ts";
import { loaderBasics } from "../../server/site/request.server.ts";
import { botView } from "../../server/site/views.server.ts";

/** /chatbot: the bot's page, or its defaults when there is none. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, lang } = loaderBasics(request, context);
  const view = botView(await singlePage(store, "chatbot", "bot"), lang);
  return { view, meta: { title: view.name, description: translate(lang, "chatbot.metaDescription") } };
}
