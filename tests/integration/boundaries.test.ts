import path from "node:path";
import { ESLint } from "eslint";
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
