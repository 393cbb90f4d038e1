import { createHmac, randomUUID } from "node:crypto";
import { publicAddresses } from "../content/content-model.ts";
import type { PageDoc } from "../content/page-model.ts";
import type { ContentChange, Store } from "./store/store.server.ts";

/*
 * The CDN purge hook (docs/decisions/0016-metrics-logs-and-shutdown.md, docs/operations.md "A CDN in front"). After each
 * write of this copy that changes what visitors see (a publish, a save, a delete, a restore, a scheduled
 * publish: every Store.onChange; a draft changes nothing public and makes none), each PURGE_WEBHOOKS URL gets
 * a POST saying which pages changed, their public addresses in both languages (page, React Router's .data
 * and the API read) and `purgeEverything: true`, because lists, the home page, the sitemap and the feeds
 * may show the page too. The body is signed: `X-Simbiosis-Signature: sha256=<hex HMAC-SHA256 of the body
 * with PURGE_WEBHOOK_SECRET>`.
 *
 * A save never waits for it and never fails because of it. Per webhook one call is in flight at a time;
 * changes made meanwhile go together in the next call (a bulk import makes a few calls, not thousands).
 * Each call gets `timeoutMs` and is tried again twice, waiting 1 s then 2 s; a 4xx other than 408 and 429
 * is not tried again (the receiver refused it: sending the same body again cannot help).
 */

export const SIGNATURE_HEADER = "x-simbiosis-signature";

export interface PurgeHookOptions {
  webhooks: string[];
  secret: string;
  /** PUBLIC_URL: the addresses are then also given absolute. */
  publicUrl?: string;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  onResult?: (ok: boolean, webhook: string, error?: string) => void;
}

export interface PurgeHook {
  /** Stops listening; waits (at most one call's timeout) for calls in flight, drops retries not yet due. */
  close(): Promise<void>;
  /** Resolves when nothing is queued or in flight (tests). */
  idle(): Promise<void>;
}

interface PendingChange {
  page: string;
  action: string;
  version: number;
  paths: string[];
}

/** At most this many pages in one call; more wait for the next. */
const PAGES_PER_CALL = 200;

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

function addressesOf(page: Pick<PageDoc, "Page"> & Partial<PageDoc>): string[] {
  const both = publicAddresses(page);
  if (!both) return [];
  return [both.es, both.en].flatMap((p) => [p, `${p}.data`]);
}

/** What a change touches that a CDN may keep under its own address. */
async function pathsOf(change: ContentChange, store: Pick<Store, "getPage">): Promise<string[]> {
  const paths = new Set<string>([`/api/prod/pages/${encodeURIComponent(change.page)}`, "/api/prod/pages"]);
  // By name and template alone: every address but a product's (named by its title; it answers to its
  // name too). Templates before and after, so a page that changed family purges its old address.
  for (const template of change.templates)
    for (const p of addressesOf({ Page: change.page, Template: template })) paths.add(p);
  if (change.action !== "delete") {
    const page = await store.getPage(change.page).catch(() => undefined);
    if (page) for (const p of addressesOf(page)) paths.add(p);
  }
  return [...paths];
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function startPurgeHook(
  store: Pick<Store, "onChange" | "getPage">,
  options: PurgeHookOptions,
): PurgeHook {
  const timeoutMs = options.timeoutMs ?? 5000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const closing = new AbortController();
  const queues = new Map<string, PendingChange[]>(options.webhooks.map((w) => [w, []]));
  const sending = new Map<string, Promise<void>>();
  const preparing = new Set<Promise<void>>();

  async function attempt(webhook: string, body: string): Promise<string | undefined> {
    try {
      const res = await fetch(webhook, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Simbiosis-Purge/1",
          "x-simbiosis-event": "content.changed",
          "x-simbiosis-delivery": randomUUID(),
          [SIGNATURE_HEADER]: signature(options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      await res.body?.cancel();
      if (res.ok) return undefined;
      const final = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
      return `${final ? "refused" : "answered"} ${res.status}`;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  async function deliver(webhook: string, changes: PendingChange[]) {
    const paths = [...new Set(changes.flatMap((c) => c.paths))];
    const body = JSON.stringify({
      event: "content.changed",
      pages: changes.map(({ page, action, version }) => ({ page, action, version })),
      paths,
      urls: options.publicUrl ? paths.map((p) => options.publicUrl + p) : [],
      purgeEverything: true,
      sentAt: new Date().toISOString(),
    });
    let problem: string | undefined;
    for (let i = 0; i <= retries; i++) {
      if (i > 0) {
        if (closing.signal.aborted) break;
        await sleep(retryDelayMs * 2 ** (i - 1), closing.signal);
        if (closing.signal.aborted) break;
      }
      problem = await attempt(webhook, body);
      if (problem === undefined || problem.startsWith("refused")) break;
    }
    options.onResult?.(problem === undefined, webhook, problem);
  }

  function pump(webhook: string) {
    if (sending.has(webhook)) return;
    const queue = queues.get(webhook);
    if (!queue?.length) return;
    const batch = queue.splice(0, PAGES_PER_CALL);
    const run = deliver(webhook, batch).finally(() => {
      sending.delete(webhook);
      if (!closing.signal.aborted) pump(webhook);
    });
    sending.set(webhook, run);
  }

  const unsubscribe = store.onChange((change) => {
    // Told before the save is answered: the addresses are worked out and sent afterwards.
    const work = pathsOf(change, store).then((paths) => {
      if (closing.signal.aborted) return;
      const pending = {
        page: change.page,
        action: change.action ?? "update",
        version: change.version,
        paths,
      };
      for (const [webhook, queue] of queues) {
        queue.push(pending);
        pump(webhook);
      }
    });
    preparing.add(work);
    void work.finally(() => preparing.delete(work));
  });

  async function idle() {
    while (preparing.size > 0 || sending.size > 0) {
      await Promise.allSettled([...preparing, ...sending.values()]);
    }
  }

  return {
    idle,
    async close() {
      unsubscribe();
      await Promise.allSettled([...preparing]);
      closing.abort();
      for (const [webhook, queue] of queues)
        if (queue.length > 0)
          options.onResult?.(false, webhook, `${queue.splice(0).length} change(s) not sent: stopping`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...sending.values()]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
