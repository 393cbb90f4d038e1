import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { ESLint } from "eslint";
import { importCycles } from "../../scripts/check-cycles.ts";
import { describe, expect, it } from "vitest";

/**
 * The layers' import rules (eslint.config.js) are kept by the linter, not by habit: each rule is shown
 * catching a planted violation, and letting the lawful import beside it pass. The files are linted as
 * text under the path they would have; nothing is written to the tree.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    ['import { readFile } from "node:fs/promises";', "node:fs/promises"],
    ['import fs from "fs";', "fs"],
    ['import { Kysely } from "kysely";', "kysely"],
    ['import pg from "pg";', "pg"],
    ['import Database from "better-sqlite3";', "better-sqlite3"],
    ['import fastify from "fastify";', "fastify"],
    ['import { loadConfig } from "../server/config.server.ts";', "server code"],
  ])("app/content refuses %s (%s)", async (code) => {
    const messages = await restrictedImports("app/content/planted.ts", `${code}\nexport {};\n`);
    expect(messages.length).toBe(1);
  });

  it("app/content may import its own pure modules", async () => {
    const code = 'import { excerpt } from "./reading.ts";\nexport const x = excerpt;\n';
    expect(await restrictedImports("app/content/planted.ts", code)).toEqual([]);
  });

  it.each([
    ["app/routes/site/planted.tsx", 'import { loadConfig } from "../../server/config.server.ts";'],
    ["app/routes/site/planted.tsx", 'import { createServices } from "#app/server/bootstrap.server.ts";'],
    ["app/routes/site/planted.tsx", 'import { loader } from "./articles.server";'],
    ["app/routes/site/planted.tsx", 'import { loader } from "../admin/other.server.ts";'],
    ["app/routes/admin/planted.tsx", 'import { openStore } from "../../server/store/open-store.server.ts";'],
    ["app/root.tsx", 'import { loadConfig } from "./server/config.server.ts";'],
  ])("browser code %s refuses %s", async (file, code) => {
    const messages = await restrictedImports(file, `${code}\nexport {};\n`);
    expect(messages).toContainEqual(expect.stringMatching(/route's own/));
  });

  it("a route module may re-export its own loader from the module beside it", async () => {
    const code = 'export { loader } from "./articles.server.ts";\n';
    expect(await restrictedImports("app/routes/site/planted.tsx", code)).toEqual([]);
  });

  it("the public site may not load the editing area's code", async () => {
    const code = 'import { AdminLayout } from "../admin/layout.tsx";\nexport { AdminLayout };\n';
    const messages = await restrictedImports("app/routes/site/planted.tsx", code);
    expect(messages.join()).toMatch(/editing area/);
  });

  it("server code does not import screens", async () => {
    const code = 'import Home from "../routes/site/home.tsx";\nexport { Home };\n';
    expect(await restrictedImports("app/server/planted.server.ts", code)).toHaveLength(1);
  });
});

// The repository itself is checked once, by `npm test`'s own step (scripts/test.ts runs check-cycles.ts):
// parsing every module again here cost 4 s alone, up to ~25 s beside the other test files.
describe("import cycles (scripts/check-cycles.ts, run by npm test)", () => {
  it("finds a planted one, and leaves a type-only or lazy import alone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-cycles-"));
    const write = (file: string, code: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), code);
    };
    write("server.ts", 'import "./app/server/a.server.ts";\n');
    write("app/server/a.server.ts", 'import { b } from "./b.server.ts";\nexport const a = () => b;\n');
    write("app/server/b.server.ts", 'import { a } from "./a.server.ts";\nexport const b = () => a;\n');
    write("app/content/c.ts", 'import type { D } from "./d.ts";\nexport type C = D;\n');
    write("app/content/d.ts", 'import type { C } from "./c.ts";\nexport type D = C | 1;\n');
    write("app/content/e.ts", 'export const e = () => import("./f.ts");\n');
    write("app/content/f.ts", 'import { e } from "./e.ts";\nexport const f = e;\n');
    try {
      const cycles = await importCycles(dir);
      expect(cycles).toHaveLength(1);
      expect(cycles[0]?.map((f) => path.basename(f)).sort()).toEqual(["a.server.ts", "b.server.ts"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
