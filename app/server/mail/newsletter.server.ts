import { localizedPath } from "../../content/addresses.ts";
import { familyOf, publicPath } from "../../content/content-model.ts";
import { LANGS, type Lang } from "../../content/page-model.ts";
import { excerptOf, titleOf } from "../../content/resolvers.ts";
import type { NewsletterSend } from "../../content/messages.ts";
import type { Store } from "../store/store.server.ts";
import type { OutgoingMail } from "../store/messaging-store.server.ts";
import { newsletterMail, type NewsletterItem } from "./messages.server.ts";
import type { UnsubscribeLinks } from "./unsubscribe.server.ts";

/*
 * Sending a newsletter (issue 16, item 2): one e-mail per confirmed subscriber, in their language, queued with
 * the key newsletter:<send>:<subscriber> (the queue keeps each key once), then sent by the mail worker a few
 * at a time. A send interrupted while queuing is queued again at the next start (resumeNewsletters): the keys
 * already queued are skipped, so nobody gets it twice.
 */

type Deps = Pick<Store, "getPages" | "listSubscribers" | "enqueueMail" | "markNewsletterQueued">;

/** The published articles among `names`, in the order given, in `lang`; names that are not are reported. */
export async function newsletterItems(
  store: Pick<Store, "getPages">,
  names: readonly string[],
  lang: Lang,
  base: string,
): Promise<{ items: NewsletterItem[]; missing: string[] }> {
  const pages = await store.getPages(names);
  const items: NewsletterItem[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const page = pages.find((p) => p.Page === name);
    const path = page && familyOf(page.Template) === "article" ? publicPath(page, lang) : null;
    if (!page || !path) {
      missing.push(name);
      continue;
    }
    items.push({
      title: titleOf(page, lang),
      excerpt: excerptOf(page, lang),
      url: base + localizedPath(path, lang),
    });
  }
  return { items, missing };
}

/** What each language's subscribers would receive (the preview), addressed to nobody in particular. */
export async function previewNewsletter(
  store: Pick<Store, "getPages">,
  send: Pick<NewsletterSend, "articles" | "intro" | "baseUrl">,
): Promise<Record<Lang, OutgoingMail>> {
  const out = {} as Record<Lang, OutgoingMail>;
  for (const lang of LANGS) {
    const { items } = await newsletterItems(store, send.articles, lang, send.baseUrl);
    out[lang] = newsletterMail({
      to: "",
      lang,
      intro: send.intro[lang] ?? "",
      items,
      unsubscribeUrl: `${send.baseUrl}/api/newsletter/unsubscribe?id=…`,
    });
  }
  return out;
}

/** Queues the send's e-mails (the ones not yet queued) and marks it queued; answers how many subscribers. */
export async function queueNewsletter(
  store: Deps,
  links: UnsubscribeLinks,
  send: NewsletterSend,
): Promise<number> {
  const subscribers = (await store.listSubscribers()).filter((s) => s.state === "confirmed");
  const items = {} as Record<Lang, NewsletterItem[]>;
  for (const lang of LANGS)
    items[lang] = (await newsletterItems(store, send.articles, lang, send.baseUrl)).items;
  for (const s of subscribers) {
    await store.enqueueMail(
      newsletterMail({
        to: s.email,
        lang: s.lang,
        intro: send.intro[s.lang] ?? "",
        items: items[s.lang],
        unsubscribeUrl: await links.url(send.baseUrl, s.id),
        dedupeKey: `newsletter:${send.id}:${s.id}`,
      }),
    );
  }
  await store.markNewsletterQueued(send.id, subscribers.length);
  return subscribers.length;
}

/** At start: finishes queuing the sends a restart interrupted. */
export async function resumeNewsletters(
  store: Deps & Pick<Store, "unfinishedNewsletterSends">,
  links: UnsubscribeLinks,
): Promise<number> {
  const unfinished = await store.unfinishedNewsletterSends();
  for (const send of unfinished) await queueNewsletter(store, links, send);
  return unfinished.length;
}
