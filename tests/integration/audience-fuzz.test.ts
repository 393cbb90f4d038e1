import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOf } from "../../app/content/analytics.ts";
import { adapters } from "../support/adapters.ts";
import { EDITOR, startApi, type Harness } from "../support/api-harness.ts";

/*
 * The audience's inputs from outside (issue 43), fuzzed: the report's and a page's query and address
 * get a 200 or a JSON 4xx, never a 5xx; and whatever a visitor's request carries (address, query,
 * Referer, user agent, Range, forwarded address), the counter takes it without an error, and its batch
 * is then written to the database (a value the database refuses would stop every later flush).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const runs = (n: number) => ({ seed: SEED, numRuns: n, endOnFailure: true });

const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom("7", "30", "365", "0", "-1", "1e3", "NaN", "%00", "😀", "a".repeat(400)),
);

describe.each(adapters)("the audience's inputs, fuzzed, on $name", (target) => {
  let h: Harness;
  let token: string;
  let base: string;

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login(EDITOR);
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    await h.services.analytics.refreshSalts();
    await h.services.files.put("x.pdf", Buffer.from("%PDF-1.4\n" + "x".repeat(100)));
  });
  afterAll(async () => {
    await h.close();
  });

  it("the report's and a page's parameters: 200 or a JSON 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, anyText, async (days, page) => {
        for (const url of [
          `/api/audience?days=${encodeURIComponent(days)}`,
          `/api/audience/pages/${encodeURIComponent(page) || "x"}?days=${encodeURIComponent(days)}`,
        ]) {
          const res = await h.app.inject({
            method: "GET",
            url,
            headers: { authorization: `Bearer ${token}` },
          });
          expect(res.statusCode, url).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(Object.keys(res.json() as object).sort()).toEqual(["code", "message"]);
        }
      }),
      runs(60),
    );
  });

  it("whatever a visitor's request carries, it is counted or not without an error, and written", async () => {
    const header = fc.string({ unit: "grapheme-ascii", maxLength: 120 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          path: fc.constantFrom("/content/x.pdf", "/buscar", "/en/search", "/content/", "/"),
          q: fc.string({ unit: "binary", maxLength: 150 }),
          referer: fc.oneof(header, fc.webUrl()),
          ua: header,
          range: header,
          forwarded: header,
        }),
        async ({ path, q, referer, ua, range, forwarded }) => {
          const res = await fetch(`${base}${path}?q=${encodeURIComponent(q)}`, {
            headers: {
              referer,
              "user-agent": `Mozilla/5.0 ${ua}`,
              range,
              "x-forwarded-for": forwarded,
            },
          }).catch(() => undefined);
          if (res) {
            await res.arrayBuffer();
            expect(res.status).toBeLessThan(500);
          }
        },
      ),
      runs(60),
    );
    await h.services.analytics.flush();
    expect(h.services.analytics.pending).toBe(0);
    const day = dayOf(new Date());
    expect((await h.services.store.analytics.top("file", day, day, 5))[0]?.item).toBe("x.pdf");
  });

  it("whatever address and headers an answered page had, the counter's batch is written", async () => {
    // The counter as the request observer calls it, for answers of any address (a page's render is the
    // site's; here only what the counter reads of the request and its answer matters).
    const anyPath = fc.oneof(
      fc.webPath(),
      fc
        .string({ unit: "binary", maxLength: 200 })
        .map((s) => `/${encodeURI(s.replace(/[\ud800-\udfff]/g, ""))}`),
      fc
        .string({ unit: "binary", maxLength: 200 })
        .map((q) => `/buscar?q=${encodeURIComponent(q.replace(/[\ud800-\udfff]/g, ""))}`),
    );
    await fc.assert(
      fc.asyncProperty(
        anyPath,
        fc.dictionary(
          fc.constantFrom("referer", "range", "host", "sec-purpose", "dnt"),
          fc.string({ maxLength: 80 }),
        ),
        fc.constantFrom(200, 206, 304, 404),
        async (url, headers, status) => {
          const req = {
            method: "GET",
            url,
            headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", ...headers },
            socket: { remoteAddress: "127.0.0.1" },
          } as unknown as IncomingMessage;
          h.services.analytics.observe(req, { statusCode: status } as ServerResponse);
        },
      ),
      runs(300),
    );
    expect(h.services.analytics.pending).toBeGreaterThan(0);
    await h.services.analytics.flush();
    expect(h.services.analytics.pending).toBe(0);
  });
});
