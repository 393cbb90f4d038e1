import { data } from "react-router";
import type { Route } from "./+types/chatbot";
import { localizedPath } from "../../content/addresses.ts";
import { SEARCH_PATHS } from "../../content/site-search.ts";
import { requestContext, servicesContext } from "#app/context.ts";
import { detectLang } from "../../i18n/detect.ts";
import { assistant } from "../../i18n/sections/assistant.ts";
import { translate } from "../../i18n/translate.ts";
import { ApiError } from "../../server/api/errors.server.ts";
import { checkQuestion } from "../../server/assistant/assistant.server.ts";
import { singlePage } from "../../server/site/pages.server.ts";
import { loaderBasics } from "../../server/site/request.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";
import { botView } from "../../server/site/views.server.ts";
import { assistantNote, modelLine } from "../../content/data-inventory.ts";
import { inventoryContext } from "../../server/privacy/inventory-context.server.ts";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { chatbot } from "../../i18n/sections/chatbot.ts";

// The texts this loader reads (app/i18n/dictionaries.ts: they are not in the shared dictionaries).
joinTexts({ chatbot });

/** /chatbot: the bot's page, or its defaults when there is none; the assistant's texts come with it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  // What the page says of the model and of what happens to a question comes from the configuration
  // through the data inventory (app/content/data-inventory.ts), not from stored text.
  const ctx = inventoryContext(context.get(servicesContext).config);
  const page = await singlePage(store, "chatbot", "bot");
  const view = await shownPageData(basics, page, botView(page, lang, modelLine(ctx, lang)));
  return {
    view,
    assistantTexts: assistant[lang],
    privacyNote: assistantNote(ctx, lang),
    searchPath: SEARCH_PATHS[lang],
    contactPath: localizedPath("/contacto", lang),
    meta: { title: view.name, description: translate(lang, "chatbot.metaDescription") },
  };
}

/**
 * The chat without JavaScript: the form posts here and the page comes back with the answer (with
 * JavaScript the page asks /api/assistant/ask and streams it). The same checks, limits and records.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { assistant: bot } = context.get(servicesContext);
  const ip = context.get(requestContext).ip ?? "unknown";
  const lang = detectLang(new URL(request.url), request.headers.get("cookie"));
  const form = await request.formData().catch(() => new FormData());
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  try {
    if (field("intent") === "feedback") {
      const id = field("id") ?? "";
      const helpful = field("helpful") === "yes";
      const ok = /^[0-9a-f-]{36}$/i.test(id) && (await bot.feedback(id, helpful));
      return ok ? { feedback: { id, helpful } } : data({ error: "failed" as const }, { status: 404 });
    }
    const { question } = checkQuestion(field("question"), []);
    const prepared = await bot.prepare({ question, history: [], lang, ip });
    let model: string | undefined;
    for await (const event of bot.answer(prepared, [], request.signal))
      if (event.type === "final" && event.kind === "model") model = event.text;
    return { asked: { id: prepared.id, answer: prepared.answer }, model };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const code: "question_required" | "question_too_long" | "rate_limited" =
      err.code === "question_required" || err.code === "question_too_long" ? err.code : "rate_limited";
    const retry = err.extra?.retryAfter;
    return data(
      { error: code, question: field("question")?.slice(0, 500) },
      {
        status: err.status,
        headers: typeof retry === "number" ? { "Retry-After": String(retry) } : undefined,
      },
    );
  }
}
