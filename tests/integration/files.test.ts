import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
);

function multipart(
  filename: string,
  bytes: Buffer,
  contentType = "application/octet-stream",
  field = "file",
) {
  const boundary = "----simbiosis" + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(adapters)("files on $name", (target) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
  });
  afterAll(async () => h.close());

  const upload = (filename: string, bytes: Buffer, type?: string, field?: string) => {
    const mp = multipart(filename, bytes, type, field);
    return h.app.inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { authorization: `Bearer ${token}`, "content-type": mp.contentType },
      payload: mp.payload,
    });
  };

  it.each([
    ["PNG", "Foto de Ñandú.png", PNG, "image/png"],
    ["PDF", "guía.pdf", PDF, "application/pdf"],
    ["SVG", "logo.svg", SVG, "image/svg+xml"],
  ])(
    "stores a %s under a safe generated name and serves it with its type, ETag and cache headers",
    async (_k, name, bytes, mime) => {
      const res = await upload(name, bytes, "text/plain");
      expect(res.statusCode).toBe(201);
      const body = json<{ name: string; path: string; url: string; size: number; type: string }>(res);
      expect(body.type).toBe(mime);
      expect(body.size).toBe(bytes.length);
      expect(body.name).toMatch(/^[a-z0-9-]+-[0-9a-f]{8}\.(png|pdf|svg)$/);
      expect(body.path).toBe(`/content/${body.name}`);

      const got = await h.app.inject({ method: "GET", url: body.path });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe(mime);
      expect(got.rawPayload.equals(bytes)).toBe(true);
      expect(got.headers["cache-control"]).toMatch(/max-age=\d+/);
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      const etag = got.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await h.app.inject({ method: "GET", url: body.path, headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      if (mime === "image/svg+xml") expect(got.headers["content-security-policy"]).toMatch(/sandbox/);
    },
  );

  it("judges the type by the bytes, not the name or the client's type", async () => {
    const res = await upload("virus.png", Buffer.from("MZ\x90\x00 this is not an image"), "image/png");
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ code: "unsupported_file_type" });
    expect(json(res).message).toMatch(/PDF, PNG, JPEG, WebP, GIF or SVG/);
    const html = await upload(
      "page.svg",
      Buffer.from("<html><script>alert(1)</script></html>"),
      "image/svg+xml",
    );
    expect(html.statusCode).toBe(415);
  });

  it.each([
    ["a script element", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["an event handler", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    [
      "a javascript: link",
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    ],
    [
      "a foreignObject",
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
    ],
  ])("refuses an SVG with %s", async (_k, svg) => {
    const res = await upload("bad.svg", Buffer.from(svg), "image/svg+xml");
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "unsafe_svg" });
  });

  it("refuses a file over 20 MB with 413", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 10, 32)]);
    const res = await upload("big.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toMatch(/20 MB/);
  });

  it("refuses an empty file, a wrong field and a non-multipart body", async () => {
    expect((await upload("e.png", Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload("a.png", PNG, "image/png", "other")).statusCode).toBe(400);
    const notMp = await h.app.inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "{}",
    });
    expect(notMp.statusCode).toBe(415);
  });

  it.each([
    "/content/..%2fsite.db",
    "/content/..%252fsite.db",
    "/content/%2e%2e/site.db",
    "/content/%252e%252e%252fsite.db",
    "/content/../site.db",
    "/content/..\\site.db",
    "/content/..%5csite.db",
    "/content/%2fetc%2fpasswd",
    "/content//etc/passwd",
    "/content/a%00.png",
    "/content/.hidden",
    "/content/jwt-secret",
    "/content/../jwt-secret",
    "/content/..%2fjwt-secret",
  ])("never reads outside the files folder: %s", async (url) => {
    const res = await h.app.inject({ method: "GET", url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/SQLite format|CREATE TABLE/);
    expect(res.body.length).toBeLessThan(500);
  });
});
