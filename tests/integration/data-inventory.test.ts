import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { describe, expect, it } from "vitest";
import * as browserStorage from "../../app/content/browser-storage.ts";
import { DATA_INVENTORY, RETENTION_SETTING_NAMES } from "../../app/content/data-inventory.ts";
import {
  looksPersonal,
  NOT_PERSONAL,
  staleDeclarations,
  undeclaredPersonalColumns,
} from "../../app/server/privacy/personal-columns.server.ts";
import { migrationProvider } from "../../app/server/store/migrations.server.ts";
import { adapters } from "../support/adapters.ts";
import { withFreshDatabase } from "../support/services.ts";

/*
 * The data inventory (app/content/data-inventory.ts) against what the product really keeps (issue 38):
 * the real schema of both databases, where no column that looks personal may be undeclared, and the
 * browser code, where no cookie or storage key may be used that the inventory does not name.
 */

describe.each(adapters)("the data inventory against the schema on $name", (target) => {
  const fresh = withFreshDatabase(target);

  it("declares every column that can hold personal data, and names no column that does not exist", async () => {
    const columns = await fresh.services.store.schemaColumns();
    expect(columns.length).toBeGreaterThan(50);
    expect(undeclaredPersonalColumns(columns)).toEqual([]);
    expect(staleDeclarations(columns)).toEqual([]);
    // The rule sees the obvious ones (a test that cannot fail would pass an empty schema).
    const flagged = columns.filter((c) => looksPersonal(c.column)).map((c) => `${c.table}.${c.column}`);
    expect(flagged).toEqual(
      expect.arrayContaining([
        "users.email",
        "contact_messages.message",
        "subscribers.consent",
        "mail_queue.to_addr",
        "assistant_questions.client",
        "page_revisions.saved_by",
        "login_failures.key",
      ]),
    );
  });

  it("fails when a migration adds a personal column without declaring it (a throwaway migration)", async () => {
    // The real migrations, then one more that a careless feature could write: a table of visitors' notes
    // and a telephone number on the contact form.
    const throwaway: Migration = {
      async up(db) {
        await db.schema
          .createTable("visitor_notes")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("visitor_email", "text")
          .addColumn("note", "text")
          .addColumn("created_at", "text")
          .execute();
        await db.schema.alterTable("contact_messages").addColumn("phone", "text").execute();
      },
    };
    const schema =
      target.name === "postgres"
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(fresh.raw)).rows[0]?.s
        : undefined;
    const migrator = new Migrator({
      db: fresh.raw,
      migrationTableSchema: schema,
      provider: {
        async getMigrations() {
          return {
            ...(await migrationProvider(target.name).getMigrations()),
            "9999-throwaway-visitor-notes": throwaway,
          };
        },
      },
    });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const undeclared = undeclaredPersonalColumns(await fresh.services.store.schemaColumns());
    expect(undeclared.sort()).toEqual([
      "contact_messages.phone",
      "visitor_notes.note",
      "visitor_notes.visitor_email",
    ]);
  });
});

/** Browser code: every .ts/.tsx under app/ that is not server-only. */
function browserFiles(dir = path.resolve("app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "server" ? [] : browserFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The name a file imports from browser-storage.ts under `local` (its own name, or the one it renames). */
function importedStorageName(source: string, local: string): string | undefined {
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[^"]*browser-storage\.ts"/g)) {
    for (const part of (m[1] ?? "").split(",")) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if ((alias ?? name) === local) return name;
    }
  }
  return undefined;
}

describe("the data inventory against the browser code", () => {
  const storage = browserStorage as Record<string, string | number>;
  const inventoryNames = new Set(
    DATA_INVENTORY.flatMap((item) =>
      item.where.flatMap((p) =>
        p.kind === "cookie"
          ? [`cookie:${p.name}`]
          : p.kind.endsWith("storage") && "key" in p
            ? [`${p.kind}:${p.key}`]
            : [],
      ),
    ),
  );

  it("stores under names from browser-storage.ts only, each of them in the inventory", () => {
    const uses: string[] = [];
    const problems: string[] = [];
    for (const file of browserFiles()) {
      const source = fs.readFileSync(file, "utf8");
      const where = path.relative(process.cwd(), file);
      for (const m of source.matchAll(
        /\b(localStorage|sessionStorage)\.(?:getItem|setItem|removeItem)\(\s*([^,)]+)/g,
      )) {
        const kind = m[1] === "localStorage" ? "local-storage" : "session-storage";
        const name = importedStorageName(source, (m[2] ?? "").trim());
        if (!name) problems.push(`${where}: ${m[0]} does not use a name from browser-storage.ts`);
        else uses.push(`${kind}:${String(storage[name])}`);
      }
      for (const m of source.matchAll(/document\.cookie\s*=\s*`\$\{(\w+)\}=/g)) {
        const name = importedStorageName(source, m[1] ?? "");
        if (!name) problems.push(`${where}: a cookie not named in browser-storage.ts`);
        else uses.push(`cookie:${String(storage[name])}`);
      }
      if (/document\.cookie\s*=(?!=)/.test(source) && !/document\.cookie\s*=\s*`\$\{\w+\}=/.test(source))
        problems.push(`${where}: sets a cookie whose name is not a browser-storage.ts constant`);
    }
    expect(problems).toEqual([]);
    // Every use is declared, and what the code uses was found (the scan itself works).
    expect(uses.filter((u) => !inventoryNames.has(u))).toEqual([]);
    expect(new Set(uses)).toEqual(
      new Set([
        "cookie:lang",
        "local-storage:lang",
        "local-storage:lang-notice-dismissed",
        "local-storage:value",
        "session-storage:accessToken",
        "session-storage:admin:draft",
      ]),
    );
  });

  it("sets exactly one cookie on the server, the session's, and declares it", () => {
    const serverFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? serverFiles(full) : /\.server\.ts$/.test(e.name) ? [full] : [];
      });
    const setters = serverFiles(path.resolve("app/server")).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/header\("Set-Cookie",\s*([^)]+)\)/g)].map((m) =>
        m[1]?.trim(),
      ),
    );
    expect(setters.length).toBeGreaterThan(0);
    // Every Set-Cookie of the server is the session cookie (sessionCookie() names SESSION_COOKIE).
    expect(setters.every((s) => s === "session.cookie" || s?.startsWith("sessionCookie("))).toBe(true);
    expect(inventoryNames.has(`cookie:${browserStorage.SESSION_COOKIE}`)).toBe(true);
    expect(inventoryNames.has(`cookie:${browserStorage.LANG_COOKIE}`)).toBe(true);
  });

  it("keeps a reason for each column it calls not personal", () => {
    for (const [column, why] of Object.entries(NOT_PERSONAL)) {
      expect(column).toMatch(/^\w+\.\w+$/);
      expect(why.length, column).toBeGreaterThan(10);
    }
  });
});

describe('docs/product.md "Personal data"', () => {
  it("names every item of the inventory and every retention setting", () => {
    const doc = fs.readFileSync(path.resolve("docs/product.md"), "utf8");
    const section = doc.slice(doc.indexOf("## Personal data"), doc.indexOf("## The page model"));
    expect(section.length).toBeGreaterThan(1000);
    for (const item of DATA_INVENTORY) expect(section, item.id).toContain(`\`${item.id}\``);
    for (const name of RETENTION_SETTING_NAMES) expect(section, name).toContain(`\`${name}\``);
  });
});
