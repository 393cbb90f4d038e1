import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../../app/server/config.server.ts";

/*
 * The docs and the code's comments point at files and at headings of the docs (a document's path followed
 * by a heading in double quotes): every one of them must exist, so a rename or a rewrite cannot leave a
 * maintainer following a dead reference. Code is read for its comments only (a test's planted file names
 * are not references), found by TypeScript's own scanner.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set([
  "node_modules",
  "build",
  ".react-router",
  "data",
  "test-results",
  "playwright-report",
  ".git",
]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(rel, out);
    else out.push(rel);
  }
  return out;
}

const files = walk("");
const docs = files.filter((f) => f.endsWith(".md"));
const code = files.filter(
  (f) => /\.(ts|tsx|js|css|sh|ya?ml)$/.test(f) || /(^|\/)(Dockerfile|\.ci\/run)$/.test(f),
);

/** The comment text of a source file: TypeScript's comments, CSS's, or the shell's. */
function commentsOf(file: string): string {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  if (/\.(sh|ya?ml)$/.test(file) || /Dockerfile|\.ci\/run/.test(file))
    return [...text.matchAll(/^\s*#(?!!)(.*)$/gm)].map((m) => m[1]).join("\n");
  if (file.endsWith(".css")) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]).join("\n");
  const variant = file.endsWith("x") ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan())
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(scanner.getTokenText());
  return comments.join("\n");
}

const sources = [
  ...docs.map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") })),
  ...code.map((file) => ({ file, text: commentsOf(file) })),
];

/** Paths of the repository's own files, as docs and comments write them. */
const PATH =
  /(?<![\w/.-])((?:app|scripts|tests|docs|public|\.ci)\/[\w./-]*\w\.(?:tsx?|md|js|css|json|sh|ya?ml)|server\.ts)\b/g;
/** A cited heading: a document (a path to a .md file, or README) and the heading in double quotes. */
const CITE = /((?:docs\/)?[\w/-]+\.md|README)(?:,)? "([^"\n]+)"/g;
/** A Markdown link to a heading of a document: `[text](file.md#anchor)`. */
const LINK = /\]\(((?:[\w./-]+)?\.md)?#([\w-]+)\)/g;

function headingsOf(doc: string): string[] {
  const text = fs.readFileSync(path.join(root, doc), "utf8").replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/^#{1,6} (.+?)\s*$/gm)].map((m) => m[1] ?? "");
}
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s/g, "-");

/** Resolves the document a citation names, relative to the citing file when it is a Markdown file. */
function docPath(name: string, from: string): string | undefined {
  if (name === "README") return "README.md";
  const candidates = [name, path.posix.join(path.posix.dirname(from), name), `docs/${name}`];
  return candidates.find((c) => fs.existsSync(path.join(root, c)));
}

describe("references in the docs and the code's comments", () => {
  it("name files that exist", () => {
    const dead: string[] = [];
    for (const { file, text } of sources)
      for (const [, ref] of text.matchAll(PATH))
        if (ref && !fs.existsSync(path.join(root, ref))) dead.push(`${file}: ${ref}`);
    expect(dead).toEqual([]);
  });

  it("cite headings that exist", () => {
    const dead: string[] = [];
    let cited = 0;
    for (const { file, text } of sources) {
      for (const [, name, heading] of text.matchAll(CITE)) {
        if (!name || !heading || name.endsWith("SPEC.md") || name.endsWith("DESIGN.md")) continue;
        cited++;
        const doc = docPath(name, file);
        if (!doc) dead.push(`${file}: ${name} (no such document)`);
        else if (!headingsOf(doc).includes(heading)) dead.push(`${file}: ${name} "${heading}"`);
      }
      for (const [, name, anchor] of text.matchAll(LINK)) {
        const doc = name ? docPath(name, file) : file;
        if (!doc) continue; // a link to another site's document
        cited++;
        if (
          !headingsOf(doc)
            .map(slug)
            .includes(anchor ?? "")
        )
          dead.push(`${file}: ${name ?? ""}#${anchor}`);
      }
    }
    expect(cited).toBeGreaterThan(20);
    expect(dead).toEqual([]);
  });

  it("stay short enough to read in one sitting: README ≤ 150 lines, docs/architecture.md ≤ 300", () => {
    const lines = (f: string) => fs.readFileSync(path.join(root, f), "utf8").split("\n").length;
    expect(lines("README.md")).toBeLessThanOrEqual(150);
    expect(lines("docs/architecture.md")).toBeLessThanOrEqual(300);
    // Not by lines too long to read: the prose keeps to the width the rest of the docs use (tables aside).
    const wide = ["README.md", "docs/architecture.md"].flatMap((f) =>
      fs
        .readFileSync(path.join(root, f), "utf8")
        .split("\n")
        .filter((l) => l.length > 125 && !l.startsWith("|") && !l.startsWith("    "))
        .map((l) => `${f}: ${l.slice(0, 60)}…`),
    );
    expect(wide).toEqual([]);
  });

  it("never send a maintainer to the original specification, which a clone does not have", () => {
    const cites = docs.filter((f) =>
      /\bSPEC\.md\b|\.\.\/shared\//.test(fs.readFileSync(path.join(root, f), "utf8")),
    );
    expect(cites).toEqual([]);
  });
});

describe("the configuration's documentation", () => {
  it("docs/operations.md names every variable the server reads, and no other", () => {
    const doc = fs.readFileSync(path.join(root, "docs/operations.md"), "utf8");
    const table = doc.slice(
      doc.indexOf("## Configuration"),
      doc.indexOf("\n## ", doc.indexOf("## Configuration") + 5),
    );
    const named = new Set(
      [...table.matchAll(/^\| `([A-Z0-9_]+)`(?:, `([A-Z0-9_]+)`)?/gm)].flatMap((m) => [m[1], m[2]]),
    );
    named.delete(undefined);
    expect([...CONFIG_VARIABLES].filter((v) => !named.has(v))).toEqual([]);
    expect([...named].filter((v) => !CONFIG_VARIABLES.includes(v ?? ""))).toEqual([]);
  });
});
