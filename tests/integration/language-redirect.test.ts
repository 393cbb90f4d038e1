import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { startApi, type Harness } from "../support/api-harness.ts";

/*
 * The redirects of the language addresses (app/server/language-redirect.server.ts), through a real
 * listening server: they are answered before the response cache and the router.
 */
const sqlite = adapters.filter((a) => a.name === "sqlite");

describe.each(sqlite)("language redirects ($name)", (target) => {
  let h: Harness;
  let base: string;

  beforeAll(async () => {
    h = await startApi(target);
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(h.app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => h?.close());

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}${path}`, { method, headers, redirect: "manual" });

  it.each([
    ["/articles?lang=en", "/en/articles"],
    ["/articles?lang=en&tag=sesgo&page=2", "/en/articles?tag=sesgo&page=2"],
    ["/en/article/x?lang=es", "/article/x"],
    ["/?lang=en", "/en/"],
    ["/en", "/en/"],
    // A fixed screen named in the other language (app/content/route-names.ts): to its name in the address's.
    ["/en/manifiesto", "/en/manifesto"],
    ["/en/buscar?q=etica", "/en/search?q=etica"],
    ["/en/plataformas/ethicsi", "/en/platforms/ethicsi"],
    ["/en/privacidad", "/en/privacy"],
    ["/manifesto", "/manifiesto"],
    ["/platforms", "/plataformas"],
    ["/en/acerca?lang=es", "/acerca"],
  ])("%s answers 301 to %s, cacheable, with the security headers", async (from, to) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await get(from, {}, method);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("sends / to /en/ only for a visitor who chose English, without letting a shared cache keep it", async () => {
    const chose = await get("/", { cookie: "theme=dark; lang=en" });
    expect(chose.status).toBe(302);
    expect(chose.headers.get("location")).toBe("/en/");
    expect(chose.headers.get("vary")).toBe("Cookie");
    expect(chose.headers.get("cache-control")).toBe("private, no-store");
    // Nobody else is redirected: no cookie, Spanish, a broken cookie, or any page other than /.
    for (const [path, cookie] of [
      ["/", ""],
      ["/", "lang=es"],
      ["/", "lang=%E0%A4%A"],
      ["/articles", "lang=en"],
      ["/?q=1", "lang=en"],
    ] as const) {
      const res = await get(path, cookie ? { cookie } : {});
      expect(res.status, `${path} ${cookie}`).not.toBe(302);
      expect(res.status, `${path} ${cookie}`).not.toBe(301);
    }
  });

  it("leaves alone what is not a page in a language: other values, the API, files, the editing area, writes", async () => {
    for (const path of [
      "/articles?lang=fr",
      "/articles?lang=",
      "/api/docs?lang=en",
      "/content/x.pdf?lang=en",
    ]) {
      const res = await get(path);
      expect(res.status, path).not.toBe(301);
    }
    const post = await fetch(`${base}/articles?lang=en`, { method: "POST", redirect: "manual" });
    expect(post.status).not.toBe(301);
  });
});
