import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FolderFileStore, type ByteRange, type FileStore } from "../../app/server/files/file-store.server.ts";
import { S3FileStore } from "../../app/server/files/s3-file-store.server.ts";
import { startS3, type TestS3 } from "../support/s3.ts";

/*
 * The FileStore contract, the same cases against the local folder and a real S3 server (s3rver, with and
 * without a key prefix): put, get, exists, delete, list, byte ranges, unsafe names and missing files.
 */

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => s3?.close());

interface Kind {
  name: string;
  open(): Promise<{ files: FileStore; cleanup(): Promise<void> }>;
}

const kinds: Kind[] = [
  {
    name: "a local folder",
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-files-"));
      return {
        files: new FolderFileStore(dir),
        cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "an S3 bucket",
    async open() {
      const config = await s3.bucket(`bucket-${randomBytes(4).toString("hex")}`);
      return { files: new S3FileStore(config), cleanup: async () => undefined };
    },
  },
  {
    name: "an S3 bucket under a prefix",
    async open() {
      const config = await s3.bucket(`bucket-${randomBytes(4).toString("hex")}`);
      return {
        files: new S3FileStore({ ...config, prefix: "/site/files/" }),
        cleanup: async () => undefined,
      };
    },
  },
];

async function bytesOf(stream: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

async function namesIn(files: FileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const name of files.list()) names.push(name);
  return names.sort();
}

const UNSAFE = [
  "../escape.txt",
  ".hidden",
  "a/b.txt",
  "",
  "a\u0000b.png",
  "x".repeat(201),
  "..",
  "dir\\x.txt",
];

describe.each(kinds)("files in $name", (kind) => {
  let files: FileStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ files, cleanup } = await kind.open());
  });
  afterAll(async () => cleanup?.());

  it("keeps a file: found with its size, a quoted ETag and a date; read back whole; removed once", async () => {
    const bytes = Buffer.from("%PDF-1.4 a small document\n");
    const before = Date.now();
    await files.put("guia.pdf", bytes);
    const got = await files.get("guia.pdf");
    expect(got).toMatchObject({ name: "guia.pdf", size: bytes.length });
    expect(got?.etag).toMatch(/^"[^"]+"$/);
    // Second precision (S3's Last-Modified), allowing for the clocks of the test and the store.
    expect(Math.abs((got?.modified.getTime() ?? 0) - before)).toBeLessThan(5000);
    expect((await bytesOf(got!.read())).bytes.equals(bytes)).toBe(true);
    expect(await files.exists("guia.pdf")).toBe(true);
    expect(await files.delete("guia.pdf")).toBe(true);
    expect(await files.get("guia.pdf")).toBeUndefined();
    expect(await files.exists("guia.pdf")).toBe(false);
    expect(await files.delete("guia.pdf")).toBe(false);
  });

  it("replaces a file written again under the same name, with a new ETag", async () => {
    await files.put("nota.txt", Buffer.from("first"));
    const first = await files.get("nota.txt");
    await files.put("nota.txt", Buffer.from("the second text"));
    const second = await files.get("nota.txt");
    expect(second?.size).toBe(15);
    expect(second?.etag).not.toBe(first?.etag);
    expect((await bytesOf(second!.read())).bytes.toString()).toBe("the second text");
    // The same file asked for again: the same tag (a cache's If-None-Match must match).
    expect((await files.get("nota.txt"))?.etag).toBe(second?.etag);
  });

  it("reads byte ranges: the first byte, the last, across read chunks, and the whole as a range", async () => {
    const big = randomBytes(300 * 1024);
    await files.put("big.bin", big);
    const file = (await files.get("big.bin"))!;
    const ranges: ByteRange[] = [
      { start: 0, end: 0 },
      { start: big.length - 1, end: big.length - 1 },
      { start: 0, end: 99 },
      { start: 65_000, end: 140_000 },
      { start: 0, end: big.length - 1 },
    ];
    for (const range of ranges) {
      const { bytes } = await bytesOf(file.read(range));
      expect(bytes.equals(big.subarray(range.start, range.end + 1)), JSON.stringify(range)).toBe(true);
    }
    // Streamed as it comes, in several chunks, never as one buffer of the whole file.
    const whole = await bytesOf(file.read());
    expect(whole.bytes.equals(big)).toBe(true);
    expect(whole.chunks).toBeGreaterThan(1);
  });

  it("stops reading when the reader goes away", async () => {
    const big = randomBytes(512 * 1024);
    await files.put("stopped.bin", big);
    const stream = (await files.get("stopped.bin"))!.read();
    for await (const chunk of stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // leaving the loop destroys the stream
    }
    expect(stream.destroyed).toBe(true);
    // The store still answers afterwards (no connection left hanging).
    expect((await bytesOf((await files.get("stopped.bin"))!.read())).bytes.length).toBe(big.length);
  });

  it("lists every stored name once, and nothing after it is deleted", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `listed-${String(i).padStart(2, "0")}.png`);
    for (const name of names) await files.put(name, Buffer.from(name));
    const listed = await namesIn(files);
    expect(listed.filter((n) => n.startsWith("listed-"))).toEqual(names);
    for (const name of names) await files.delete(name);
    expect((await namesIn(files)).filter((n) => n.startsWith("listed-"))).toEqual([]);
  });

  it.each(UNSAFE.map((name) => [JSON.stringify(name).slice(0, 40), name]))(
    "refuses the unsafe name %s: never written, found or deleted",
    async (_shown, name) => {
      await expect(files.put(name, Buffer.from("x"))).rejects.toThrow(/unsafe file name/);
      expect(await files.get(name)).toBeUndefined();
      expect(await files.exists(name)).toBe(false);
      expect(await files.delete(name)).toBe(false);
      expect(await namesIn(files)).not.toContain(name);
    },
  );

  it("answers a missing file as missing: undefined, false, false", async () => {
    expect(await files.get("never-stored.pdf")).toBeUndefined();
    expect(await files.exists("never-stored.pdf")).toBe(false);
    expect(await files.delete("never-stored.pdf")).toBe(false);
  });
});

describe("files in a local folder, beyond the contract", () => {
  it("lists regular files only: no symlink, folder, FIFO or write in progress", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-files-"));
    try {
      const files = new FolderFileStore(dir);
      await files.put("real.pdf", Buffer.from("%PDF"));
      fs.symlinkSync(path.join(dir, "real.pdf"), path.join(dir, "alias.pdf"));
      fs.mkdirSync(path.join(dir, "folder.pdf"));
      fs.writeFileSync(path.join(dir, "real.pdf.0a1b2c3d.tmp"), "half written");
      fs.writeFileSync(path.join(dir, ".hidden"), "not a stored name");
      expect(await namesIn(files)).toEqual(["real.pdf"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("files in an S3 bucket, beyond the contract", () => {
  it("keeps each file at prefix/name, with its type, and lists only its own names", async () => {
    const config = await s3.bucket("prefixed-bucket");
    const files = new S3FileStore({ ...config, prefix: "site/files" });
    await files.put("logo.svg", Buffer.from("<svg/>"));
    // Another application's objects in the same bucket, and a "subfolder" under the prefix.
    for (const Key of ["other/app.txt", "site/files/nested/x.png", "site/other.png"])
      await s3.client.send(new PutObjectCommand({ Bucket: "prefixed-bucket", Key, Body: "x" }));
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: "prefixed-bucket", Key: "site/files/logo.svg" }),
    );
    expect(head.ContentType).toBe("image/svg+xml");
    expect(await namesIn(files)).toEqual(["logo.svg"]);
    expect(await files.get("nested")).toBeUndefined();
  });

  it("pages through more than one list answer (ListObjectsV2 gives 1,000 names at a time)", async () => {
    const config = await s3.bucket("many-files");
    const files = new S3FileStore(config);
    const names = Array.from({ length: 1003 }, (_, i) => `f-${String(i).padStart(4, "0")}.png`);
    for (let i = 0; i < names.length; i += 50)
      await Promise.all(names.slice(i, i + 50).map((n) => files.put(n, Buffer.from("x"))));
    expect(await namesIn(files)).toEqual(names);
  }, 30_000);

  it("says which bucket failed and why when the server cannot be reached or the bucket is missing", async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const down = new S3FileStore({ ...s3.config, endpoint: `http://127.0.0.1:${port}` });
    await expect(down.put("a.png", Buffer.from("x"))).rejects.toThrow(
      new RegExp(
        `S3 bucket "${s3.config.bucket}" at http://127.0.0.1:${port}: writing a.png failed: .*ECONNREFUSED`,
      ),
    );
    // Not "missing": a reader must not take an outage for a deleted file.
    await expect(down.get("a.png")).rejects.toThrow(/ECONNREFUSED/);
    await expect(namesIn(down)).rejects.toThrow(/listing the files failed/);

    const missing = new S3FileStore({ ...s3.config, bucket: "no-such-bucket" });
    await expect(missing.put("a.png", Buffer.from("x"))).rejects.toThrow(/NoSuchBucket/);
    // Never the keys, even when the endpoint carries them.
    const withKeys = new S3FileStore({ ...s3.config, endpoint: `http://user:hunter2@127.0.0.1:${port}` });
    const err = await withKeys.put("a.png", Buffer.from("x")).catch((e: Error) => e);
    expect(String(err)).not.toMatch(/hunter2|S3RVER/);
  });
});
