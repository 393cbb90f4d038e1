import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Config } from "../../app/server/config.server.ts";
import { multipart } from "../support/multipart.ts";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";
import { startS3, type TestS3 } from "../support/s3.ts";

/*
 * Files on S3 through the HTTP API, on both databases, against a real S3 server (s3rver): uploads and their
 * responsive copies land in the bucket (never in DATA_DIR), /content answers them with the same headers as
 * the folder store (ETag, 304, Range with 206/416, the sandbox CSP), deleting removes them, and /readyz says
 * what failed when the bucket cannot be used.
 */

/** A real 600 × 400 picture (a gradient): two widths (480 and its own), in WebP and AVIF. */
async function picture(): Promise<Buffer> {
  const [width, height] = [600, 400];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x ^ y) & 0xff) / 2;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A real 30-page PDF (some kilobytes), as a viewer reads in ranges. */
async function document(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 30; i++) doc.addPage().drawText(`Página ${i}`, { font });
  return Buffer.from(await doc.save());
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Uploaded {
  name: string;
  size: number;
  variants: Array<{ name: string; size: number; format: string }>;
}

/** The headers a stored file is answered with, without those that differ by nature between two stores (or requests). */
const comparable = (res: LightMyRequestResponse) => {
  const { etag: _e, "last-modified": _l, date: _d, "x-request-id": _r, ...rest } = res.headers;
  return rest;
};

describe.each(adapters)("files on S3 through the API on $name", (target) => {
  let s3: TestS3;
  let bucket: S3Config;
  let h: Harness;
  let folder: Harness;
  let auth: { authorization: string };
  let png: Buffer;
  let pdf: Buffer;
  let image: Uploaded;
  let stored: Uploaded;

  const keys = async () => {
    const names: string[] = [];
    for await (const name of h.services.files.list()) names.push(name);
    return names.sort();
  };
  const upload = async (harness: Harness, filename: string, bytes: Buffer) => {
    const { payload, type } = multipart(filename, bytes);
    const token = await harness.login();
    const res = await harness.app.inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { authorization: `Bearer ${token}`, "content-type": type },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<Uploaded>(res);
  };
  const get = (url: string, headers: Record<string, string> = {}, harness = h) =>
    harness.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    s3 = await startS3(`files-${target.name}`);
    bucket = s3.config;
    [h, folder, png, pdf] = await Promise.all([
      startApi(target, { config: { s3: bucket } }),
      startApi(target),
      picture(),
      document(),
    ]);
    auth = { authorization: `Bearer ${await h.login()}` };
  });
  afterAll(async () => {
    await h?.close();
    await folder?.close();
    await s3?.close();
  });

  it("stores an upload and its responsive copies in the bucket, and nothing in DATA_DIR", async () => {
    image = await upload(h, "Paisaje.png", png);
    expect(image.variants.map((v) => v.format).sort()).toEqual(["avif", "avif", "webp", "webp"]);
    stored = await upload(h, "Guía.pdf", pdf);
    const expected = [image.name, ...image.variants.map((v) => v.name), stored.name].sort();
    expect(await keys()).toEqual(expected);
    // The bucket itself, read with the SDK: the same objects, at their names.
    expect((await s3.keys()).sort()).toEqual(expected);
    expect(fs.existsSync(path.join(h.services.config.dataDir, "files"))).toBe(false);
    for (const v of image.variants) {
      const res = await get(`/content/${v.name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(`image/${v.format}`);
      expect(res.rawPayload.length).toBe(v.size);
    }
  });

  it("answers /content from the bucket with the folder store's headers, ETag and 304", async () => {
    const fromFolder = await upload(folder, "Guía.pdf", pdf);
    const onS3 = await get(`/content/${stored.name}`);
    const onDisk = await get(`/content/${fromFolder.name}`, {}, folder);
    expect(onS3.statusCode).toBe(200);
    expect(onS3.rawPayload.equals(pdf)).toBe(true);
    // Same type, length, caching, sandbox CSP, Accept-Ranges, disposition (the names differ by their random part).
    const names = (res: LightMyRequestResponse, name: string) =>
      JSON.stringify(comparable(res)).replaceAll(name, "NAME");
    expect(names(onS3, stored.name)).toBe(names(onDisk, fromFolder.name));
    expect(onS3.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=3600, stale-while-revalidate=86400",
    });
    expect(onS3.headers["content-security-policy"]).toMatch(/default-src 'none'; sandbox/);
    expect(new Date(String(onS3.headers["last-modified"])).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const etag = String(onS3.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get(`/content/${stored.name}`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get(`/content/${stored.name}`, { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("answers Range: bytes=0-99 with 206 and the first 100 bytes, from either store", async () => {
    for (const [harness, name, bytes] of [
      [h, image.name, png],
      [h, stored.name, pdf],
    ] as const) {
      const part = await get(`/content/${name}`, { range: "bytes=0-99" }, harness);
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.length).toBe(100);
      expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
      expect(part.headers["content-range"]).toBe(`bytes 0-99/${bytes.length}`);
      expect(part.headers["content-length"]).toBe("100");
      expect(part.headers.etag).toBeTruthy();
      expect(part.headers["content-security-policy"]).toMatch(/sandbox/);
    }
  });

  it("serves a PDF in the ranges a viewer asks for; whole for several ranges or another version", async () => {
    const url = `/content/${stored.name}`;
    const size = pdf.length;
    const cases: Array<[string, number, number]> = [
      ["bytes=1000-1999", 1000, 1999],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ["bytes=-50", size - 50, size - 1],
      [`bytes=${size - 5}-${size + 500}`, size - 5, size - 1],
      ["bytes=0-0", 0, 0],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.rawPayload.equals(pdf.subarray(start, end + 1)), range).toBe(true);
    }
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, { range: "bytes=0-9", "if-range": etag })).statusCode).toBe(206);
    // If-Range names another version: the whole current file.
    const changed = await get(url, { range: "bytes=0-9", "if-range": '"an-older-version"' });
    expect([changed.statusCode, changed.rawPayload.length]).toEqual([200, size]);
    // Several ranges, another unit or a malformed header: the whole file, never multipart.
    for (const range of ["bytes=0-9,2000-2009", "pages=1-2", "bytes=abc"]) {
      const whole = await get(url, { range });
      expect([whole.statusCode, whole.rawPayload.length], range).toEqual([200, size]);
    }
    const past = await get(url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);
    expect(json(past)).toMatchObject({ code: "range_not_satisfiable" });
    // A HEAD has the headers, no body.
    const head = await h.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(size));
    expect(head.headers["accept-ranges"]).toBe("bytes");
    expect(head.body).toBe("");
  });

  it("removes the file and its copies from the bucket when it is deleted from the library", async () => {
    const res = await h.app.inject({ method: "DELETE", url: `/api/prod/media/${image.name}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(await keys()).toEqual([stored.name]);
    expect((await get(`/content/${image.name}`)).statusCode).toBe(404);
  });

  it("is ready with the bucket, and leaves no probe object in it", async () => {
    const ready = await h.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toMatchObject({ checks: { files: "ok" } });
    expect(await s3.keys()).toEqual([stored.name]);
  });

  it("is not ready when the bucket is missing or unreachable, and says which and why", async () => {
    const port = await freePort();
    const [gone, unreachable] = await Promise.all([
      startApi(target, { config: { s3: { ...bucket, bucket: "no-such-bucket" } } }),
      startApi(target, { config: { s3: { ...bucket, endpoint: `http://127.0.0.1:${port}` } } }),
    ]);
    try {
      const missing = await gone.app.inject({ method: "GET", url: "/readyz" });
      expect(missing.statusCode).toBe(503);
      expect(json<{ checks: { files: string } }>(missing).checks.files).toMatch(
        /^S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: writing readyz-probe-\w+\.txt failed \(HTTP 404\): NoSuchBucket/,
      );
      const down = await unreachable.app.inject({ method: "GET", url: "/readyz" });
      expect(down.statusCode).toBe(503);
      const body = json<{ checks: { database: string; files: string } }>(down);
      expect(body.checks.database).toBe("ok");
      expect(body.checks.files).toMatch(
        new RegExp(`^S3 bucket "${bucket.bucket}" at http://127.0.0.1:${port}: .*ECONNREFUSED`),
      );
      // A file asked for meanwhile: the storage's trouble, said as such (never a 404 for a file that exists).
      const file = await unreachable.app.inject({ method: "GET", url: `/content/${stored.name}` });
      expect(file.statusCode).toBe(503);
      expect(json(file)).toEqual({
        message: "The file storage could not be reached; try again.",
        code: "storage_unavailable",
      });
    } finally {
      await gone.close();
      await unreachable.close();
    }
  });
});
