import { createRequire } from "node:module";
import net from "node:net";
import zlib from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DEPTH_MAX, pageNameSchema } from "../../app/content/page-schema.ts";
import { adapters } from "../support/adapters.ts";
import { startApi, type Harness } from "../support/api-harness.ts";

/** One UTF-16 unit or code point of any kind: NUL, lone surrogate halves and astral characters too. */
const anyUnit = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "<", ">", "&", '"', "%") },
);

/*
 * Hostile requests against a real listening server (the API as buildHttp makes it, on a real store):
 * whatever arrives, the answer is below 500, every error is JSON { message, code }, the process does
 * not crash, and a page name the API accepts can be read, listed, its history shown and deleted.
 * Runs are seeded (FUZZ_SEED overrides) and bounded, so a failure replays and the file stays fast.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** FUZZ_SCALE=10 runs ten times as many cases (a longer hunt, by hand). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => ({ seed: SEED, numRuns: Math.round(n * SCALE), endOnFailure: true });

// The package's main file is its JSON list; it ships no types.
const NAUGHTY = createRequire(import.meta.url)("big-list-of-naughty-strings") as string[];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses what the server wrote on a closed connection: 1xx answers skipped, chunks and compression undone. */
function parseAnswer(bytes: Buffer): Answer | undefined {
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) return undefined;
    const [statusLine = "", ...lines] = rest.subarray(0, end).toString("latin1").split("\r\n");
    const status = Number(statusLine.split(" ")[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const i = line.indexOf(":");
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    rest = rest.subarray(end + 4);
    if (status >= 100 && status < 200) continue;
    let body = rest;
    if (headers["transfer-encoding"] === "chunked") {
      const parts: Buffer[] = [];
      for (let at = 0; ;) {
        const lineEnd = body.indexOf("\r\n", at);
        const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
        if (!size) break;
        parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts);
    } else if (headers["content-length"] !== undefined) {
      body = body.subarray(0, Number(headers["content-length"]));
    }
    if (headers["content-encoding"] === "br") body = zlib.brotliDecompressSync(body);
    if (headers["content-encoding"] === "gzip") body = zlib.gunzipSync(body);
    return { status, headers, body: body.toString("utf8") };
  }
}

/** Every error answer says what went wrong in JSON, with a stable code. */
function expectJsonError(answer: Answer, method: string) {
  expect(answer.status, answer.body).toBeLessThan(500);
  if (answer.status < 400 || method === "HEAD") return;
  expect(answer.headers["content-type"], answer.body).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { message?: unknown; code?: unknown };
  expect(typeof body.message, answer.body).toBe("string");
  expect(body.code, answer.body).toMatch(/^[a-z_]+$/);
}

describe.each(adapters)("hostile requests on $name", (target) => {
  let h: Harness;
  let token: string;
  let port: number;

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    port = (h.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => h?.close());

  /** Sends bytes as they are (no client-side URL or header checks) and reads until the server closes. */
  function raw(request: Buffer): Promise<Answer | undefined> {
    return new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      const done = () => resolve(parseAnswer(Buffer.concat(chunks)));
      socket.on("data", (d: Buffer) => chunks.push(d));
      socket.on("close", done);
      // A reset after the answer (the server stopped reading a huge request) still counts as answered.
      socket.on("error", done);
      socket.setTimeout(5_000, () => socket.destroy());
      socket.write(request);
    });
  }

  function request(
    method: string,
    target: string,
    headers: [string, string][] = [],
    body?: string,
  ): Promise<Answer | undefined> {
    const bytes = body === undefined ? undefined : Buffer.from(body, "utf8");
    const head = [
      `${method} ${target} HTTP/1.1`,
      "Host: 127.0.0.1",
      "Connection: close",
      // Line breaks would make a value into more headers or a second request: a test of its own.
      ...headers.map(([k, v]) => `${k}: ${v.replace(/[\r\n]/g, " ")}`),
      ...(bytes ? [`Content-Length: ${bytes.length}`] : []),
    ].join("\r\n");
    return raw(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "utf8"), bytes ?? Buffer.alloc(0)]));
  }

  async function call(method: string, target: string, body?: unknown, auth = true): Promise<Answer> {
    const headers: [string, string][] = auth ? [["Authorization", `Bearer ${token}`]] : [];
    if (body !== undefined) headers.push(["Content-Type", "application/json"]);
    const answer = await request(
      method,
      target,
      headers,
      body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    );
    if (!answer) throw new Error(`no answer to ${method} ${target}`);
    return answer;
  }

  const pagePath = (name: string) => `/api/prod/pages/${encodeURIComponent(name)}`;

  /** A page saved under `name` can be read, listed, shown in its history and deleted (then it is gone). */
  async function expectFullLifeCycle(name: string) {
    const read = await call("GET", pagePath(name));
    expect(read.status, read.body).toBe(200);
    expect((JSON.parse(read.body) as { Items: { Page: string }[] }).Items[0]?.Page).toBe(name);
    const history = await call("GET", `${pagePath(name)}/revisions`);
    expect(history.status, history.body).toBe(200);
    expect((JSON.parse(history.body) as { Page: string }).Page).toBe(name);
    const list = await call("GET", "/api/prod/pages");
    expect(list.status).toBe(200);
    const names = (JSON.parse(list.body) as { Items: { Page: string }[] }).Items.map((p) => p.Page);
    expect(names).toContain(name);
    const removed = await call("DELETE", "/api/prod/pages", { Page: name });
    expect(removed.status, removed.body).toBe(200);
    expect((await call("GET", pagePath(name))).status).toBe(404);
  }

  it.each([
    ["200 × ç", "ç".repeat(200)],
    ["HTML entities", "&amp;&lt;&#x27;"],
    ["'?' and '#'", "a?b#c"],
    ["a percent sign", "100% real"],
    ["200 emoji units", "😀".repeat(100)],
  ])("a name of %s is saved, read, listed, in its history and deleted", async (_label, name) => {
    const saved = await call("POST", "/api/prod/pages", { Page: name, Template: "Article", values: [] });
    expect(saved.status, saved.body).toBe(201);
    await expectFullLifeCycle(name);
  });

  it.each([
    [".", /'\.'/],
    ["..", /'\.'/],
    ["a%2Fb", /%2F/],
    ["a%2fb", /%2F/],
    ["a%5Cb", /%5C/],
    ["notes.data", /\.data/],
    ["a\ud800b", /lone surrogate/],
    ["a\u0000b", /control characters/],
  ])("a name no address can reach (%j) is refused with 400", async (name, message) => {
    const saved = await call("POST", "/api/prod/pages", { Page: name, Template: "Article", values: [] });
    expect(saved.status).toBe(400);
    expect(JSON.parse(saved.body)).toMatchObject({
      code: "invalid_request",
      message: expect.stringMatching(message),
    });
  });

  it.each([
    ["an unknown API call", "GET /api/nope", [], 404, "not_found"],
    ["an unknown address", "GET /nope", [], 404, "not_found"],
    ["a method Fastify does not route", "PROPFIND /api/prod/pages", [], 405, "method_not_allowed"],
    ["a method Node's parser refuses", "FOO /api/prod/pages", [], 405, "method_not_allowed"],
    ["CONNECT", "CONNECT 127.0.0.1:80", [], 405, "method_not_allowed"],
    ["a broken %-encoding in the path", "GET /api/prod/pages/%E0%A4%A", [], 400, "invalid_url"],
    ["a lone '%' in the path", "GET /api/prod/pages/%", [], 400, "invalid_url"],
    ["a NUL in a page name", "GET /api/prod/pages/a%00b", [], 400, "invalid_request"],
    ["a NUL in startKey", "GET /api/prod/pages?startKey=a%00", [], 400, "invalid_request"],
    ["a revision past 32 bits", "GET /api/prod/pages/x/revisions/2147483648", [], 400, "invalid_request"],
    ["headers over 16 KB", "GET /api/health", [["X-Big", "h".repeat(100_000)]], 431, "headers_too_large"],
    ["a header name with a space", "GET /api/health", [["Bad Header", "x"]], 400, "bad_request"],
    [
      "an Expect other than 100-continue",
      "GET /api/health",
      [["Expect", "magic"]],
      417,
      "expectation_failed",
    ],
    [
      "a malformed multipart body",
      "POST /api/prod/files",
      [["Content-Type", "multipart/form-data; boundary=x"]],
      400,
      "invalid_request",
    ],
  ] as [string, string, [string, string][], number, string][])(
    "%s is answered %i in JSON",
    async (_label, line, headers, status, code) => {
      const [method = "", target = ""] = line.split(" ");
      const signedIn: [string, string][] = [["Authorization", `Bearer ${token}`], ...headers];
      const body =
        method === "POST" ? '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nab' : undefined;
      const answer = await request(method, target, signedIn, body);
      expect(answer?.status, answer?.body).toBe(status);
      expect(answer && JSON.parse(answer.body)).toMatchObject({ code, message: expect.any(String) });
    },
  );

  it("a request without Host is answered 400 in JSON", async () => {
    const answer = await raw(Buffer.from("GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n"));
    expect(answer?.status).toBe(400);
    expect(answer && JSON.parse(answer.body)).toMatchObject({ code: "bad_request" });
  });

  it.each(["notes.data", "a%2Fb", ".."])(
    "a page stored before the naming rules (%j) can still be read, shown in its history and deleted",
    async (name) => {
      await h.services.store.savePage({ Page: name, Template: "Article", values: [] });
      await expectFullLifeCycle(name);
    },
  );

  it("page names from naughty strings and arbitrary unicode: saved means readable everywhere, else 400", async () => {
    const unit = fc.oneof(
      { weight: 9, arbitrary: anyUnit },
      {
        weight: 1,
        arbitrary: fc.constantFrom("%", "%2F", "%5c", "/", "\\", ".", ".data", "&amp;", "ç", " ", "\u0000"),
      },
    );
    const name = fc.oneof(
      fc.constantFrom(...NAUGHTY),
      fc.string({ unit, minLength: 1, maxLength: 40 }),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 210 }),
      fc.constantFrom("ç".repeat(200), "ç".repeat(201), ".", "..", "...", "%", "%25", "a%2F", "%00"),
    );
    await fc.assert(
      fc.asyncProperty(name, async (page) => {
        const saved = await call("POST", "/api/prod/pages", { Page: page, Template: "Article", values: [] });
        const valid = pageNameSchema.safeParse(page).success;
        if (!valid) {
          expect(saved.status, saved.body).toBe(400);
          expect(JSON.parse(saved.body)).toMatchObject({ code: "invalid_request" });
          return;
        }
        expect([200, 201], saved.body).toContain(saved.status);
        await expectFullLifeCycle(page);
      }),
      runs(100),
    );
  });

  it("arbitrary JSON bodies never get a 5xx; a saved page can be read back", async () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 6, stringUnit: anyUnit }),
      fc.anything({ maxDepth: 4, withNullPrototype: true, withObjectString: true }),
    );
    const body = fc.oneof(
      // The arbitrary value as the whole body...
      value.map((v) => JSON.stringify(v) ?? ""),
      fc.json({ maxDepth: 4 }),
      // ...or inside a page, where it is validated, sanitised and stored.
      fc
        .record({ name: fc.string({ minLength: 1, maxLength: 20 }), value, extra: value })
        .map(({ name, value: v, extra }) =>
          JSON.stringify({
            Page: `fuzz-${name}`,
            Template: "Article",
            values: [{ name: "Content", value: v }],
            Extra: extra,
          }),
        ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const saved = await call("POST", "/api/prod/pages", text);
        expectJsonError(saved, "POST");
        if (saved.status === 200 || saved.status === 201) {
          const page = (JSON.parse(saved.body) as { Page: string }).Page;
          expect((await call("GET", pagePath(page))).status).toBe(200);
        }
      }),
      runs(150),
    );
  });

  it(`nesting 1..5000 levels deep: up to ${PAGE_DEPTH_MAX} levels saved, deeper refused with 400`, async () => {
    // The body, its values array and the entry are 3 levels; the value adds `depth` more.
    const allowed = PAGE_DEPTH_MAX - 3;
    const depth = fc.oneof(
      fc.integer({ min: 1, max: 5000 }),
      fc.integer({ min: allowed - 2, max: allowed + 2 }),
    );
    await fc.assert(
      fc.asyncProperty(depth, fc.constantFrom("array", "object", "mixed"), async (n, kind) => {
        let value = '"<b onclick=x>deep</b>"';
        for (let i = 0; i < n; i++) {
          const asArray = kind === "array" || (kind === "mixed" && i % 2 === 0);
          value = asArray ? `[${value}]` : `{"k":${value}}`;
        }
        const text = `{"Page":"deep-${n}","Template":"Article","values":[{"name":"Content","value":${value}}]}`;
        const saved = await call("POST", "/api/prod/pages", text);
        if (n <= allowed) {
          expect([200, 201], saved.body).toContain(saved.status);
          expect(saved.body).not.toContain("onclick");
        } else {
          expect(saved.status, saved.body.slice(0, 200)).toBe(400);
          expect(JSON.parse(saved.body)).toMatchObject({
            code: "invalid_request",
            message: expect.stringMatching(/nested more than 32 levels/),
          });
        }
      }),
      runs(100),
    );
  });

  it("arbitrary methods, paths, queries, headers and bodies get JSON answers below 500", async () => {
    const method = fc.constantFrom(
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "PATCH",
      "DELETE",
      "OPTIONS",
      "TRACE",
      "QUERY",
      "PROPFIND",
      "MKCOL",
      "CONNECT",
      "FOO",
      "get",
    );
    const route = fc.constantFrom(
      "/api/prod/pages",
      "/api/prod/pages/",
      "/api/prod/pages/x/revisions",
      "/api/prod/pages/x/revisions/1",
      "/api/prod/pages/x/restore",
      "/api/prod/deleted",
      "/api/prod/files",
      "/api/auth/login",
      "/api/auth/me",
      "/api/auth/logout",
      "/api/health",
      "/api/privacy/request",
      "/api/privacy/confirm",
      "/api/privacy/lookup",
      "/api/privacy/erase",
      "/api/nope",
      "/content/",
      "/",
      "/articles",
    );
    const encoded = (s: string) => (s.isWellFormed() ? encodeURIComponent(s) : s);
    const segment = fc.oneof(
      fc.constantFrom(...NAUGHTY).map(encoded),
      fc.string({ unit: "binary", maxLength: 30 }).map(encoded),
      fc.constantFrom(
        "%",
        "%E0%A4%A",
        "%00",
        "%2F",
        "%2e%2e",
        "..",
        ".",
        "%ZZ",
        "%C0%AF",
        "%ED%A0%80",
        "%FF",
      ),
      // Raw bytes the parser must refuse politely.
      fc.string({ unit: "binary-ascii", maxLength: 10 }),
      fc.constant("ç".repeat(300)).map(encoded),
    );
    const path = fc
      .tuple(route, fc.array(segment, { maxLength: 3 }))
      .map(([r, segs]) => (segs.length ? `${r.replace(/\/$/, "")}/${segs.join("/")}` : r));
    const query = fc.oneof(
      fc.constant(""),
      fc.webQueryParameters().map((q) => `?${q}`),
      fc.constantFrom(
        "?q=%00",
        "?q=%",
        "?limit=%E0%A4%A",
        "?startKey=%00",
        "?limit=1e400",
        "?limit=1&limit=2",
        "?startKey=a&startKey=b",
        "?page=99999999999999999999",
        "?lang=%00",
        `?q=${"%F0%9F%98%80".repeat(500)}`,
      ),
      fc.constantFrom(...NAUGHTY).map((s) => `?q=${encoded(s)}&startKey=${encoded(s)}`),
    );
    const headerValue = fc.oneof(
      fc.string({ unit: "grapheme-ascii", maxLength: 40 }),
      fc.constantFrom(...NAUGHTY),
      fc.constantFrom(`Bearer ${"a".repeat(20)}`, "*", 'W/"r1"', '"r99999999999999999999"', "lang=\u0000"),
      fc.integer({ min: 10_000, max: 100_000 }).map((n) => "h".repeat(n)),
    );
    const header = fc.tuple(
      fc.constantFrom(
        "Authorization",
        "Content-Type",
        "Cookie",
        "If-Match",
        "If-None-Match",
        "Accept",
        "Accept-Language",
        "Content-Encoding",
        "X-Forwarded-For",
        "Range",
        "Expect",
        "Origin",
        "X-Fuzz",
        "Bad Header",
      ),
      headerValue,
    );
    const headers = fc
      .tuple(fc.array(header, { maxLength: 4 }), fc.boolean())
      .map(([hs, signedIn]) =>
        signedIn ? [...hs, ["Authorization", `Bearer ${token}`] as [string, string]] : hs,
      );
    const body = fc.option(
      fc.oneof(fc.json({ maxDepth: 3 }), fc.string({ unit: "binary", maxLength: 200 })),
      {
        nil: undefined,
      },
    );
    await fc.assert(
      fc.asyncProperty(method, path, query, headers, body, async (m, p, q, hs, b) => {
        const answer = await request(m, `${p}${q}`, hs, b);
        expect(answer, `${m} ${p}${q}`).toBeDefined();
        if (answer) expectJsonError(answer, m);
      }),
      runs(300),
    );
  });

  it("still answers after all of it", async () => {
    const health = await call("GET", "/api/health", undefined, false);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true });
  });
});
