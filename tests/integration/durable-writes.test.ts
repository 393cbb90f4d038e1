import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../../app/server/store/open-store.server.ts";
import { KeptFileSync, WalSync } from "../../app/server/store/wal-sync.server.ts";
import { startApi, type Harness } from "../support/api-harness.ts";
import { adapters } from "../support/adapters.ts";

/*
 * SQLite commits without waiting for the disk (synchronous = NORMAL); what a write's answer waits for is
 * an fsync of the WAL made off the event loop (app/server/store/wal-sync.server.ts). These check that
 * an acknowledged write has been flushed, that one flush serves every commit made before it, and that
 * reads never wait for one.
 */

/** A flush that only finishes when the test says so, recording which files it was asked for. */
function gatedSync() {
  const asked: string[] = [];
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  return {
    asked,
    sync: async (file: string) => {
      asked.push(file);
      await gate;
    },
    release() {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

const settled = async (p: Promise<unknown>, ms = 50) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, ms));
  return done;
};

describe("WalSync (group commit)", () => {
  it("one flush covers every commit made before it started; a later commit needs the next one", async () => {
    const gated = gatedSync();
    const wal = new WalSync("/data/site.db", gated.sync);
    await wal.durable(); // nothing committed: nothing to flush
    expect(gated.asked).toEqual([]);
    wal.markCommitted();
    wal.markCommitted();
    const first = [wal.durable(), wal.durable()];
    wal.markCommitted(); // committed while the first flush may already be writing
    const later = wal.durable();
    expect(await settled(Promise.all(first))).toBe(false);
    gated.release();
    await Promise.all(first);
    expect(await settled(later)).toBe(false);
    gated.release();
    await later;
    expect(gated.asked).toEqual(["/data/site.db-wal", "/data/site.db-wal"]);
  });

  it("a failed flush is the waiting write's error, and the next write tries again", async () => {
    let fail = true;
    const wal = new WalSync("/data/site.db", async () => {
      if (fail) throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
    });
    wal.markCommitted();
    await expect(wal.durable()).rejects.toThrow("EIO");
    fail = false;
    await expect(wal.durable()).resolves.toBeUndefined();
  });
});

/** Descriptors of this process open on a file. */
function openOn(file: string): number {
  return fs.readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed meanwhile (the listing's own descriptor)
    }
  }).length;
}

describe("KeptFileSync", () => {
  it("keeps one descriptor per file; after close() a flush still works and keeps nothing open", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kept-"));
    const file = path.join(dir, "f");
    fs.writeFileSync(file, "x");
    const kept = new KeptFileSync();
    try {
      await Promise.all([kept.sync(file), kept.sync(file)]);
      await kept.sync(file);
      expect(openOn(file)).toBe(1);
      await expect(kept.sync(path.join(dir, "missing"))).rejects.toMatchObject({ code: "ENOENT" });
      await kept.close();
      expect(openOn(file)).toBe(0);
      await kept.sync(file);
      expect(openOn(file)).toBe(0);
    } finally {
      await kept.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the SQLite store's commits", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it("return before the disk; durable() waits for a flush of this database's WAL; reads flush nothing", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "durable-"));
    dirs.push(dataDir);
    const gated = gatedSync();
    const store = await openStore({ dataDir, syncFile: gated.sync });
    try {
      // Opening (the migrations) committed: that is flushed first.
      const opened = store.durable();
      gated.release();
      await opened;
      gated.asked.length = 0;

      await store.getPage("anything");
      await store.listPages();
      await store.durable();
      expect(gated.asked).toEqual([]);

      const { created } = await store.savePage({ Page: "p", Template: "Page", values: [] }, { user: "t" });
      expect(created).toBe(true);
      const durable = store.durable();
      expect(await settled(durable)).toBe(false);
      gated.release();
      await durable;
      expect(gated.asked).toEqual([path.join(dataDir, "site.db-wal")]);
    } finally {
      gated.release();
      await store.close();
    }
    const db = new BetterSqlite3(path.join(dataDir, "site.db"), { readonly: true });
    expect(db.prepare("select name from pages").pluck().all()).toEqual(["p"]);
    db.close();
  });

  it("flushes the WAL through one descriptor of its own, kept until the store closes", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "durable-"));
    dirs.push(dataDir);
    // Descriptors of this process open on the WAL: SQLite's own, and the one flushes go through.
    const openOnWal = () => openOn(path.join(dataDir, "site.db-wal"));
    const store = await openStore({ dataDir });
    try {
      await store.durable();
      const afterFirstFlush = openOnWal();
      for (let i = 0; i < 5; i++) {
        await store.savePage({ Page: `kept-${i}`, Template: "Page", values: [] }, { user: "t" });
        await store.durable();
      }
      // One more than SQLite's, and still one after five more flushes: opened once, never leaked.
      expect(afterFirstFlush).toBeGreaterThanOrEqual(2);
      expect(openOnWal()).toBe(afterFirstFlush);
    } finally {
      await store.close();
    }
    expect(openOnWal()).toBe(0);
  });

  it("flushes the real WAL file with fsync", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "durable-"));
    dirs.push(dataDir);
    const store = await openStore({ dataDir });
    try {
      await store.savePage({ Page: "q", Template: "Page", values: [] }, { user: "t" });
      await expect(store.durable()).resolves.toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe("answers that acknowledge a write", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  it("wait until the write is durable; reads do not wait", async () => {
    h = await startApi(adapters[0]!);
    const token = await h.login();
    const gated = gatedSync();
    const real = h.services.store.durable.bind(h.services.store);
    // The store's own flush, held back until the test releases it.
    Object.defineProperty(h.services.store, "durable", {
      value: async () => {
        await real();
        await gated.sync("held");
      },
    });
    const save = h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}` },
      payload: { Page: "durable", Template: "Page", values: [] },
    });
    expect(await settled(save, 150)).toBe(false);
    // Meanwhile reads are answered, the committed page among them.
    const read = await h.app.inject({ method: "GET", url: "/api/prod/pages/durable" });
    expect(read.statusCode).toBe(200);
    gated.release();
    expect((await save).statusCode).toBe(201);
  });

  it("answers 500 with a JSON error when the disk refuses the flush, and the server goes on", async () => {
    h = await startApi(adapters[0]!);
    const token = await h.login();
    Object.defineProperty(h.services.store, "durable", {
      value: async () => {
        throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
      },
    });
    const save = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}` },
      payload: { Page: "refused", Template: "Page", values: [] },
    });
    expect(save.statusCode).toBe(500);
    expect(save.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(save.body).not.toContain("EIO");
    expect((await h.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
