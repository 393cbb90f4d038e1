import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { startApi, type Harness } from "../support/api-harness.ts";

/*
 * The CDN purge hook (docs/operations.md "A CDN in front") against a real HTTP receiver that checks the signature as
 * an adapter would: each publish, save or delete is POSTed once, signed, with the page's public addresses
 * in both languages; a draft sends nothing; a failing receiver is tried again, a refusing one is not; and
 * a receiver that hangs or is down never slows or fails the save.
 */

const SECRET = "purge-secret-for-the-tests-42";
const PUBLIC_URL = "https://simbiosis.example";

interface Received {
  body: string;
  json: {
    event: string;
    pages: Array<{ page: string; action: string; version: number }>;
    paths: string[];
    urls: string[];
    purgeEverything: boolean;
  };
  signed: boolean;
  delivery: string;
}

/** A webhook receiver: `answer` decides each call's status, or null to never answer. */
async function receiver(answer: (n: number) => number | null = () => 204) {
  const calls: Received[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const expected = `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`;
      const given = String(req.headers["x-simbiosis-signature"] ?? "");
      const signed =
        given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      calls.push({
        body,
        json: JSON.parse(body) as Received["json"],
        signed,
        delivery: String(req.headers["x-simbiosis-delivery"]),
      });
      const status = answer(++n);
      if (status !== null) res.writeHead(signed ? status : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const article = (name: string) => ({
  Page: name,
  Template: "Article",
  values: [{ name: "Title", lang: "es", value: { text: "Ética" } }],
});

describe.each(adapters)("CDN purge hook on $name", (target) => {
  const toClose: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of toClose.splice(0)) await close();
  });

  async function api(webhooks: string[]): Promise<{ h: Harness; token: string }> {
    const h = await startApi(target, {
      config: { purgeWebhooks: webhooks, purgeWebhookSecret: SECRET, publicUrl: PUBLIC_URL },
    });
    toClose.push(() => h.close());
    return { h, token: await h.login() };
  }
  const save = (h: Harness, token: string, doc: object) =>
    h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}` },
      payload: doc,
    });

  it("POSTs each publish and delete once, signed, with the page's addresses in both languages", async () => {
    const hook = await receiver();
    toClose.push(hook.close);
    const { h, token } = await api([hook.url]);
    expect((await save(h, token, article("etica-y-datos"))).statusCode).toBe(201);
    await until(() => hook.calls.length === 1);
    const created = hook.calls[0]!;
    expect(created.signed).toBe(true);
    expect(created.json).toMatchObject({
      event: "content.changed",
      pages: [{ page: "etica-y-datos", action: "create" }],
      purgeEverything: true,
    });
    expect(created.json.paths).toEqual(
      expect.arrayContaining([
        "/article/etica-y-datos",
        "/en/article/etica-y-datos",
        "/article/etica-y-datos.data",
        "/en/article/etica-y-datos.data",
        "/api/prod/pages/etica-y-datos",
        "/api/prod/pages",
      ]),
    );
    expect(created.json.urls).toContain(`${PUBLIC_URL}/en/article/etica-y-datos`);

    // A draft changes nothing visitors see: no call. Its publish does.
    const draft = await h.app.inject({
      method: "PUT",
      url: "/api/prod/pages/etica-y-datos/draft",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        ...article("etica-y-datos"),
        values: [{ name: "Title", lang: "es", value: { text: "Ética (borrador)" } }],
        revision: 1,
      },
    });
    expect(draft.statusCode).toBe(200);
    const del = await h.app.inject({
      method: "DELETE",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}` },
      payload: { Page: "etica-y-datos" },
    });
    expect(del.statusCode).toBe(200);
    await until(() => hook.calls.length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(hook.calls.map((c) => c.json.pages.map((p) => p.action))).toEqual([["create"], ["delete"]]);
    expect(hook.calls[1]!.signed).toBe(true);
    expect(hook.calls[1]!.json.paths).toContain("/en/article/etica-y-datos");
    expect(hook.calls[1]!.json.pages[0]!.version).toBeGreaterThan(created.json.pages[0]!.version);
  });

  it("tries a failing receiver again with the same body, but not one that refuses it", async () => {
    const flaky = await receiver((n) => (n === 1 ? 503 : 204));
    const refusing = await receiver(() => 422);
    toClose.push(flaky.close, refusing.close);
    const { h, token } = await api([flaky.url, refusing.url]);
    expect((await save(h, token, article("otra"))).statusCode).toBe(201);
    await until(() => flaky.calls.length === 2);
    expect(flaky.calls[1]!.body).toBe(flaky.calls[0]!.body);
    expect(flaky.calls[1]!.delivery).not.toBe(flaky.calls[0]!.delivery);
    expect(flaky.calls.every((c) => c.signed)).toBe(true);
    await new Promise((r) => setTimeout(r, 1500)); // past the first retry's wait
    expect(refusing.calls).toHaveLength(1);
  });

  it("never slows or fails a save when the receiver hangs or is down", async () => {
    const hanging = await receiver(() => null);
    const down = await receiver();
    await down.close();
    toClose.push(hanging.close);
    const { h, token } = await api([hanging.url, down.url]);
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await save(h, token, article(`rapida-${i}`))).statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    // One call in flight per webhook: the saves made meanwhile wait for the next, together.
    await until(() => hanging.calls.length === 1);
    expect(hanging.calls[0]!.json.pages.map((p) => p.page)).toEqual(["rapida-0"]);
  });
});
