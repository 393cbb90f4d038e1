import { migrationProvider } from "../../app/server/store/migrations.server.ts";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "../../app/context.ts";
import type { Entry, PageDoc } from "../../app/content/page-model.ts";
import { RefusedError } from "../../app/server/backup/archive-format.server.ts";
import { exportSite } from "../../app/server/backup/export.server.ts";
import { importSite } from "../../app/server/backup/import.server.ts";
import { backupSqlite } from "../../app/server/backup/sqlite-backup.server.ts";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { createServices, openStorage } from "../../app/server/bootstrap.server.ts";
import { configFor } from "../support/services.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { ARCHIVED_TABLES, type ArchiveRow } from "../../app/server/store/archive-tables.server.ts";
import { loader as articleLoader } from "../../app/routes/site/article.server.ts";
import { loader as searchLoader } from "../../app/routes/site/search.server.ts";
import { NODE_LAUNCHER } from "../../scripts/support.ts";
import { multipart } from "../support/multipart.ts";
import { adapters, type AdapterTarget } from "../support/adapters.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";

/** The newest migration of this code: what an export made now records. */
const LATEST_MIGRATION = Object.keys(await migrationProvider("sqlite").getMigrations())
  .sort()
  .at(-1);

/*
 * Export and import (issue 18, item 3): a seeded site with a bit of everything goes SQLite → PostgreSQL
 * (SQLite again without TEST_DATABASE_URL) → SQLite, and at each step every page (published, draft,
 * schedules, every revision), user, subscriber, message, newsletter, setting and file (by its bytes) is
 * what it was; the imported site answers a page and a search and signs its users in with their old
 * passwords. A store with a site, a newer archive and a cut one are refused, leaving nothing behind.
 * The SQLite backup is taken while writes go on. The commands themselves run once as an operator runs them.
 */

const root = path.resolve(import.meta.dirname, "../..");
const sqlite = adapters.find((a) => a.name === "sqlite") as AdapterTarget;
const middle = adapters.find((a) => a.name === "postgres") ?? sqlite;
const AUTHOR = { email: "autora@test.local", password: "una frase de paso larga" };
const PREVIEW_HASH = "a".repeat(64);

type Site = Pick<Services, "store" | "files">;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-archive-"));
}

/** Every row of the archived tables, in key order by JavaScript's rules (collations differ between databases). */
async function tablesOf(site: Site): Promise<Record<string, ArchiveRow[]>> {
  return site.store.readArchive(async (read) => {
    const out: Record<string, ArchiveRow[]> = {};
    for (const table of ARCHIVED_TABLES) {
      const rows: ArchiveRow[] = [];
      for await (const row of read(table)) rows.push(row);
      const key = (r: ArchiveRow) => JSON.stringify(table.key.map((k) => r[k]));
      out[table.name] = rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    }
    return out;
  });
}

/** The site as its own reads see it: no archive code involved. */
async function contentOf(site: Site) {
  const { store, files } = site;
  const names = new Set<string>();
  let startKey: string | undefined;
  do {
    const page = await store.listWorkspace({ limit: 500, startKey });
    for (const item of page.items) names.add(item.page.Page);
    startKey = page.lastKey;
  } while (startKey);
  const deleted = await store.listDeletedPages();
  for (const d of deleted) names.add(d.Page);
  const pages: Record<string, unknown> = {};
  for (const name of [...names].sort()) {
    const revisions = await store.listRevisions(name);
    pages[name] = {
      published: await store.getPage(name),
      editing: await store.getDraft(name),
      publishedMeta: await store.publishedMeta(name),
      revisions,
      versions: await Promise.all(revisions.map((r) => store.getRevision(name, r.revision))),
    };
  }
  const users = await Promise.all((await store.listUsers()).map((u) => store.getUserByEmail(u.email)));
  const stored: Record<string, string> = {};
  for await (const name of files.list()) {
    const file = await files.get(name);
    const hash = createHash("sha256");
    for await (const chunk of file!.read()) hash.update(chunk as Buffer);
    stored[name] = hash.digest("hex");
  }
  const byName = <T extends { name: string }>(items: T[]) => items.sort((a, b) => (a.name < b.name ? -1 : 1));
  return {
    pages,
    deleted,
    users,
    subscribers: await store.listSubscribers(),
    messages: await store.listContactMessages(),
    sends: await store.listNewsletterSends(),
    mail: await store.mailQueueState(),
    media: byName(await store.listMedia({ limit: 1000 })),
    preview: await store.previewTarget(PREVIEW_HASH, new Date()),
    files: stored,
  };
}

/** A real photo-like PNG (variants are made from it) and a real PDF. */
async function picture(): Promise<Buffer> {
  const width = 700;
  const height = 500;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + (i >> 11)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText("Informe anual", { font: await doc.embedFont(StandardFonts.Helvetica), x: 50, y: 700 });
  return Buffer.from(await doc.save());
}

const article = (name: string, words: string, extra: Entry[] = []): PageDoc => ({
  Page: name,
  Template: "Article",
  values: [
    { name: "Title", value: { text: `Título ${words}` }, lang: "es" },
    {
      name: "Content",
      value: { html: `<p>${words} — “comillas”, 'apóstrofos', \\barras\\ y emoji 🌱</p>` },
      lang: "es",
    },
    { name: "Title", value: { text: `Title ${words}` }, lang: "en" },
    ...extra,
  ],
});

/** Adds to the demo content a bit of everything an export must carry. */
async function addEverything(h: Harness): Promise<void> {
  const { store } = h.services;
  const token = await h.login();
  const upload = async (filename: string, bytes: Buffer) => {
    const { payload, type } = multipart(filename, bytes);
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { authorization: `Bearer ${token}`, "content-type": type },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ name: string; variants: unknown[] }>(res);
  };
  const image = await upload("Foto del taller.png", await picture());
  expect(image.variants.length).toBeGreaterThan(0);
  const report = await upload("informe.pdf", await pdf());
  await store.updateMedia(image.name, { alt: { es: "Personas en un taller", en: "People at a workshop" } });

  await store.createUser(AUTHOR.email, await hashPassword(AUTHOR.password), "author");
  await store.endSessions(EDITOR.email); // token_version 2
  // A draft never published, a page with a long history, a deleted page, a scheduled publish.
  await store.saveDraft(article("solo-borrador", "sin publicar"), { user: AUTHOR.email });
  await store.savePage(article("historia", "primera"), { user: ADMIN.email });
  await store.savePage(article("historia", "segunda"), { user: EDITOR.email });
  const { state } = await store.saveDraft(
    article("historia", "tercera", [
      { name: "Image", value: { name: image.name, path: `/content/${image.name}` }, lang: "es" },
    ]),
    { user: EDITOR.email },
  );
  await store.publish("historia", {
    languages: ["es"],
    notes: { es: "Con foto" },
    expectedRevision: state.page.revision,
  });
  await store.markTranslationChecked("historia", "en", ADMIN.email);
  await store.saveDraft(
    article("historia", "cuarta", [
      { name: "Pdf", value: { name: report.name, path: `/content/${report.name}` }, lang: "es" },
    ]),
  );
  await store.schedule("historia", new Date(Date.now() + 30 * 24 * 3600_000), {
    languages: ["es", "en"],
    notes: { es: "El mes que viene", en: "El mes que viene" },
    user: EDITOR.email,
  });
  const doomed = (await store.listPages({ limit: 1 })).items[0]!.Page;
  await store.deletePage(doomed, { user: ADMIN.email });
  await store.createPreview("historia", PREVIEW_HASH, new Date(Date.now() + 3600_000), EDITOR.email);

  const consent = (form: string) => ({
    at: new Date().toISOString(),
    form,
    lang: "es" as const,
    textVersion: "2026-11-23",
    ip: "203.0.113.9",
  });
  const pending = await store.requestSubscription({
    email: "pendiente@example.org",
    lang: "es",
    tokenHash: "b".repeat(64),
    expiresAt: new Date(Date.now() + 86400_000),
    consent: consent("labs-newsletter"),
  });
  expect(pending.subscriber.state).toBe("pending");
  await store.requestSubscription({
    email: "confirmada@example.org",
    lang: "en",
    tokenHash: "c".repeat(64),
    expiresAt: new Date(Date.now() + 86400_000),
    consent: consent("labs-newsletter"),
  });
  expect((await store.confirmSubscription("c".repeat(64), new Date()))?.state).toBe("confirmed");
  const message = await store.addContactMessage({
    name: "Ñandú O'Brien",
    email: "nandu@example.org",
    subject: 'Línea 1\nLínea 2\t"citas" y \\barras\\',
    message: "Hola 👋 — un mensaje con\r\nsaltos, \u2028 separadores y <b>marcas</b>.",
    lang: "es",
    consent: consent("contact"),
    createdAt: new Date().toISOString(),
  });
  await store.setContactMessageRead(message.id, true, new Date());
  await store.addContactMessage({
    name: "Sin leer",
    email: "otro@example.org",
    subject: "Otra",
    message: "Texto",
    lang: "en",
    consent: consent("contact"),
    createdAt: new Date().toISOString(),
  });
  const send = await store.createNewsletterSend({
    articles: ["historia"],
    intro: { es: "Novedades", en: "News" },
    baseUrl: "https://simbiosis.example",
    createdBy: ADMIN.email,
  });
  await store.enqueueMail({
    kind: "newsletter",
    to: "confirmada@example.org",
    subject: "News",
    text: "…",
    headers: { "List-Unsubscribe": "<https://simbiosis.example/u>" },
    dedupeKey: `newsletter:${send.id}:2`,
  });
  await store.markNewsletterQueued(send.id, 1);
  const [due] = await store.claimDueMail(new Date(), new Date(Date.now() + 60_000), 1);
  await store.markMailSent(due!.id, new Date());
  await store.enqueueMail({ kind: "contact", to: "team@example.org", subject: "Pending", text: "…" });
  await store.revokeToken("revoked-jti", new Date(Date.now() + 600_000));
  await store.useChallenge("used-signature", new Date(Date.now() + 600_000));
  // The forms' secret (made at the first challenge) and a setting of our own.
  expect((await h.app.inject({ method: "GET", url: "/api/forms/challenge" })).statusCode).toBe(200);
  await store.setSettingIfAbsent("test_marker", "ñandú ✓ \u{1F331}");
}

/** Imports an archive into a fresh database of the target: answers its data folder and database URL. */
async function importFresh(target: AdapterTarget, file: string, cleanups: Array<() => Promise<void>>) {
  const db = await target.fresh();
  cleanups.push(db.cleanup);
  const site = await openStorage(configFor(db));
  try {
    await importSite(site, file);
    return { db, content: await contentOf(site), tables: await tablesOf(site) };
  } finally {
    await site.store.close();
  }
}

describe(`export and import: SQLite → ${middle.name === "postgres" ? "PostgreSQL" : "SQLite"} → SQLite`, () => {
  let h: Harness;
  let work: string;
  let before: Awaited<ReturnType<typeof contentOf>>;
  let beforeTables: Record<string, ArchiveRow[]>;
  /** The imported databases: the middle one, then the last SQLite. */
  const imported: Array<{ dataDir: string; databaseUrl?: string }> = [];
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    work = tempDir();
    h = await startApi(sqlite, { seed: true });
    // The archive must carry an e-mail still waiting: the server's own worker would send it at its next look.
    await h.app.mailWorker.stop();
    await addEverything(h);
    before = await contentOf(h.services);
    beforeTables = await tablesOf(h.services);
  });
  afterAll(async () => {
    await h?.close();
    for (const cleanup of cleanups) await cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("carries every page, revision, user, subscriber, message, setting and file there and back", async () => {
    // What the source holds, so an empty comparison could not pass.
    expect(Object.keys(before.pages).length).toBeGreaterThan(40);
    const history = before.pages.historia as {
      revisions: unknown[];
      editing: { schedules: unknown[]; hasDraft: boolean };
    };
    expect(history.revisions.length).toBeGreaterThanOrEqual(6);
    expect(history.editing.schedules).toHaveLength(2);
    expect(history.editing.hasDraft).toBe(true);
    expect(before.pages["solo-borrador"]).toMatchObject({
      published: undefined,
      editing: { hasDraft: true },
    });
    expect(before.deleted).toHaveLength(1);
    expect(before.users.map((u) => [u?.role, u?.tokenVersion])).toEqual([
      ["admin", 1],
      ["editor", 2],
      ["author", 1],
    ]);
    expect(before.subscribers.map((s) => s.state).sort()).toEqual(["confirmed", "pending"]);
    expect(before.messages).toHaveLength(2);
    expect(before.sends[0]).toMatchObject({ state: "queued", sent: 1 });
    expect(before.mail).toMatchObject({ pending: 1, sent: 1 });
    expect(before.preview?.name).toBe("historia");
    expect(Object.keys(before.files).length).toBeGreaterThan(20);
    expect(beforeTables.settings!.map((s) => s.key)).toEqual(
      expect.arrayContaining(["demo_seeded", "forms_secret", "test_marker"]),
    );
    expect(beforeTables.settings!.map((s) => s.key)).not.toContain("content_version");

    const first = path.join(work, "first.tar");
    const exported = await exportSite(h.services, first);
    expect(exported.manifest).toMatchObject({
      version: 1,
      source: "sqlite",
      migration: LATEST_MIGRATION,
    });
    expect(exported.manifest.files.count).toBe(Object.keys(before.files).length);
    expect(exported.manifest.tables.page_revisions).toBe(beforeTables.page_revisions!.length);

    const there = await importFresh(middle, first, cleanups);
    expect(there.content).toEqual(before);
    expect(there.tables).toEqual(beforeTables);

    // Out of the middle database (gzipped this time) and into a fresh SQLite.
    const siteThere = await openStorage(configFor(there.db));
    const second = path.join(work, "second.tar.gz");
    try {
      const again = await exportSite(siteThere, second);
      expect(again.manifest.source).toBe(middle.name);
      expect(again.manifest.tables).toEqual(exported.manifest.tables);
      expect(again.manifest.files).toEqual(exported.manifest.files);
    } finally {
      await siteThere.store.close();
    }
    const back = await importFresh(sqlite, second, cleanups);
    expect(back.content).toEqual(before);
    expect(back.tables).toEqual(beforeTables);
    imported.push(there.db, back.db);
  });

  it("the imported site shows its pages, finds them, signs its users in with their old passwords, and goes on counting ids", async () => {
    expect(imported).toHaveLength(2);
    for (const db of imported) {
      const { services } = await createServices(configFor(db), { seed: false });
      const app = await buildHttp(services);
      try {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, { origin: "http://site.test" });
        const args = (p: string, params: Record<string, string>) => {
          const url = new URL(p, "http://site.test");
          return { request: new Request(url), url, params, pattern: url.pathname, context };
        };
        const shown = await articleLoader(args("/article/historia", { id: "historia" }) as never);
        expect(shown.view.title).toBe("Título tercera");
        const page = await app.inject({ method: "GET", url: "/api/prod/pages/auditorias-de-sesgo" });
        expect(page.statusCode).toBe(200);

        // The search index was made again: the same hits as on the source, and the new page among them.
        for (const query of ["sesgo", "tercera"]) {
          const q = { lang: "es", query, offset: 0, limit: 20 };
          const found = await services.store.searchSite(q);
          expect(found.matching, query).toBeGreaterThan(0);
          expect(found.hits.map((x) => x.name)).toEqual(
            (await h.services.store.searchSite(q)).hits.map((x) => x.name),
          );
        }
        const results = await searchLoader(args("/buscar?q=tercera", {}) as never);
        expect(JSON.stringify(results)).toContain("historia");
        const list = { kind: "article", lang: "es", offset: 0, limit: 50 };
        expect(await services.store.searchPages(list)).toEqual(await h.services.store.searchPages(list));

        for (const who of [ADMIN, EDITOR, AUTHOR]) {
          const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: who });
          expect(res.statusCode, who.email).toBe(200);
        }
        const wrong = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { ...ADMIN, password: "not it at all" },
        });
        expect(wrong.statusCode).toBe(401);

        const ids = beforeTables.contact_messages!.map((m) => Number(m.id));
        const added = await services.store.addContactMessage({
          name: "Después",
          email: "despues@example.org",
          subject: "Nuevo",
          message: "Tras la importación",
          lang: "es",
          consent: { at: new Date().toISOString(), form: "contact", lang: "es", textVersion: "x", ip: "::1" },
          createdAt: new Date().toISOString(),
        });
        expect(added.id).toBe(Math.max(...ids) + 1);
      } finally {
        await app.close();
        await services.store.close();
      }
    }
  });

  it("refuses a store that holds a site, an archive from a newer version, and loads nothing of a cut one", async () => {
    const file = path.join(work, "first.tar");
    await expect(importSite(h.services, file)).rejects.toThrow(/The database is not empty \(.*\d+ in pages/);

    const db = await middle.fresh();
    cleanups.push(db.cleanup);
    const site = await openStorage(configFor(db));
    try {
      const archive = async (manifest: object, entries: Record<string, string> = {}) => {
        const out = path.join(work, `made-${Math.random().toString(16).slice(2)}.tar`);
        const pack = tar.pack();
        pack.entry({ name: "manifest.json" }, JSON.stringify(manifest));
        for (const [name, body] of Object.entries(entries)) pack.entry({ name }, body);
        pack.finalize();
        const chunks: Buffer[] = [];
        for await (const chunk of pack) chunks.push(chunk as Buffer);
        fs.writeFileSync(out, Buffer.concat(chunks));
        return out;
      };
      const base = {
        format: "simbiosis-export",
        version: 1,
        createdAt: new Date().toISOString(),
        source: "sqlite",
        migration: LATEST_MIGRATION,
        tables: {},
        files: { count: 0, bytes: 0 },
      };
      await expect(importSite(site, await archive({ ...base, version: 2 }))).rejects.toThrow(
        /newer version of Simbiosis \(archive format 2/,
      );
      await expect(
        importSite(site, await archive({ ...base, migration: "0099-from-the-future" })),
      ).rejects.toThrow(/newer version of Simbiosis \(its database had run migration 0099-from-the-future/);
      // A row that is not what its columns hold: refused, and the rows before it are not kept.
      const settings = '{"key":"a","value":"b"}\n';
      const users =
        '{"id":7,"email":"x@example.org","password_hash":"h","role":"admin","created_at":"t","token_version":1}\n' +
        '{"id":"8","email":"y@example.org","password_hash":"h","role":"admin","created_at":"t","token_version":1}\n';
      await expect(
        importSite(
          site,
          await archive(
            { ...base, tables: { settings: 1, users: 2 } },
            { "tables/settings.ndjson": settings, "tables/users.ndjson": users },
          ),
        ),
      ).rejects.toThrow(
        /is damaged: users\.id holds string "8" \(tables\/users\.ndjson line 2\), not integer/,
      );
      expect(await site.store.getSetting("a")).toBeUndefined();
      await expect(importSite(site, path.join(root, "package.json"))).rejects.toThrow(RefusedError);

      // Cut in the middle of the files: nothing stays, and the whole archive then loads.
      const bytes = fs.readFileSync(file);
      const cut = path.join(work, "cut.tar");
      fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
      await expect(importSite(site, cut)).rejects.toThrow(/not a whole tar archive.*Nothing was imported/);
      expect(await site.store.occupiedTables()).toEqual({});
      const left: string[] = [];
      for await (const name of site.files.list()) left.push(name);
      expect(left).toEqual([]);
      await importSite(site, file);
      expect((await contentOf(site)).pages).toEqual(before.pages);
      // New rows get ids after the imported ones (PostgreSQL's identities were moved on).
      const ids = beforeTables.subscribers!.map((s) => Number(s.id));
      const { subscriber } = await site.store.requestSubscription({
        email: "nueva@example.org",
        lang: "es",
        tokenHash: "d".repeat(64),
        expiresAt: new Date(Date.now() + 86400_000),
        consent: {
          at: new Date().toISOString(),
          form: "labs-newsletter",
          lang: "es",
          textVersion: "x",
          ip: "::1",
        },
      });
      expect(subscriber.id).toBe(Math.max(...ids) + 1);
    } finally {
      await site.store.close();
    }
  });

  it("refuses to export a database with a column it does not know", async () => {
    const db = await sqlite.fresh();
    cleanups.push(db.cleanup);
    const site = await openStorage(configFor(db));
    try {
      const raw = new BetterSqlite3(path.join(db.dataDir, "site.db"));
      raw.exec("alter table pages add column mood text");
      raw.close();
      await expect(exportSite(site, path.join(work, "unknown.tar"))).rejects.toThrow(
        /does not know pages\.mood/,
      );
      expect(fs.existsSync(path.join(work, "unknown.tar"))).toBe(false);
    } finally {
      await site.store.close();
    }
  });
});

/** Runs one of the operator's commands as npm runs it; answers its exit code and output. */
/** A command as `npm run` starts it: through scripts/node.sh, with the product's runtime settings. */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(NODE_LAUNCHER, [path.join(root, "scripts", script), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", NODE: process.execPath, ...env },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

describe("backup, export and import as commands", () => {
  let h: Harness;
  let work: string;
  beforeAll(async () => {
    work = tempDir();
    h = await startApi(sqlite);
    for (let i = 0; i < 150; i++)
      await h.services.store.savePage(article(`pagina-${i}`, `número ${i} ${"texto ".repeat(200)}`));
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("backs up SQLite while the site writes: the copy opens, checks out and holds the pages of one moment", async () => {
    const { store } = h.services;
    const atStart = await store.countPages();
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        await store.savePage(article(`mientras-${written}`, "escrita durante la copia"));
        written++;
        // SQLite answers without leaving the microtask queue: let the child's events in.
        await new Promise((next) => setImmediate(next));
      }
    })();
    const file = path.join(work, "copy.db");
    const done = await run("backup.ts", [file], { DATA_DIR: h.services.config.dataDir });
    const direct = await backupSqlite(h.services.config.dataDir, path.join(work, "direct.db"));
    writing = false;
    await writes;
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(/Backed up the database \(\d+ published pages\) to .*copy\.db/);
    expect(written).toBeGreaterThan(0);
    for (const copy of [file, direct.file]) {
      expect(fs.statSync(copy).mode & 0o777).toBe(0o600);
      const db = new BetterSqlite3(copy, { readonly: true });
      try {
        expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(db.pragma("journal_mode", { simple: true })).toBe("delete");
        const pages = db.prepare<[], { n: number }>("select count(*) as n from pages").get()!.n;
        expect(pages).toBeGreaterThanOrEqual(atStart);
        expect(pages).toBeLessThanOrEqual(atStart + written);
        // One moment: every page there has its history up to its revision, and nothing after it.
        const torn = db
          .prepare(
            `select p.name from pages p where p.revision <> (select max(r.revision) from page_revisions r where r.name = p.name)`,
          )
          .all();
        expect(torn).toEqual([]);
      } finally {
        db.close();
      }
    }
    expect(direct.pages).toBeGreaterThanOrEqual(atStart);

    const pg = await run("backup.ts", [], {
      DATA_DIR: work,
      DATABASE_URL: "postgres://site:s3cret-pass@db.example:5432/simbiosis",
    });
    expect(pg.code).toBe(1);
    expect(pg.err).toContain('pg_dump --format=custom --file=simbiosis.dump "$DATABASE_URL"');
    expect(pg.err).not.toContain("s3cret-pass");
  });

  it("export and import say what they did, and refuse with exit code 1 or 2", async () => {
    const dataDir = h.services.config.dataDir;
    const file = path.join(work, "site.tar");
    const exported = await run("export.ts", [file], { DATA_DIR: dataDir });
    expect(exported.code, exported.err).toBe(0);
    expect(exported.out).toMatch(
      /^Exported \d{3} published pages, 0 drafts, \d+ revisions, 2 users, .* from sqlite to .*site\.tar \(/,
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const twice = await run("export.ts", [file], { DATA_DIR: dataDir });
    expect([twice.code, twice.err.trim()]).toEqual([
      1,
      `${file} already exists: give another name or move it away.`,
    ]);

    const fresh = path.join(work, "fresh");
    const imported = await run("import.ts", [file], { DATA_DIR: fresh });
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toMatch(/^Imported \d{3} published pages, .* into sqlite, from an export of /);
    const refused = await run("import.ts", [file], { DATA_DIR: fresh });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^The database is not empty \(2 in users, \d+ in pages/);
    const bad = await run("import.ts", [], { DATA_DIR: fresh });
    expect([bad.code, bad.err]).toEqual([2, expect.stringContaining("Usage: npm run import -- <file.tar")]);
    // Six commands, each a Node process that opens the store: 3 to 5 s apiece on a busy 2-core machine.
  }, 60_000);
});
