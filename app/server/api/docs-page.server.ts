import type { FastifyInstance, FastifyReply } from "fastify";

/*
 * /api/docs: the API reference as one server-rendered HTML page, generated from the OpenAPI document
 * (so it says what /api/openapi.json says). No script; one same-origin stylesheet (security.server.ts DOCS_CSP).
 */

interface Schema {
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Media {
  schema?: Schema;
}
interface Response {
  description: string;
  headers?: Record<string, { description?: string; schema?: Schema }>;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, Response>;
}
/** The parts of an OpenAPI 3.1 document this page shows. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON on one line, spaced for reading. */
function flat(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flat).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${flat(v)}`).join(", ")} }`;
  }
  return JSON.stringify(value) ?? "null";
}

/** JSON for reading: a small object or list on one line, a larger one spread over lines. */
function readable(value: unknown, indent = ""): string {
  const line = flat(value);
  if (line.length + indent.length <= 72 || value === null || typeof value !== "object") return line;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + readable(v, inner)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${readable(v, inner)}`,
  );
  return `{\n${entries.join(",\n")}\n${indent}}`;
}

function json(value: unknown): string {
  return esc(readable(value));
}

interface Listed {
  method: string;
  path: string;
  op: Operation;
  id: string;
}

function anchor(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

function operationsByTag(doc: OpenApiDocument): Map<string, Listed[]> {
  const groups = new Map<string, Listed[]>();
  for (const t of doc.tags ?? []) groups.set(t.name, []);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "other";
      const id = anchor("op", op.operationId ?? `${method}-${path}`);
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op, id }]);
    }
  }
  return groups;
}

function heading(l: Listed): string {
  return (
    `<span class="method m-${l.method}">${l.method.toUpperCase()}</span> ` +
    `<code class="path">${esc(l.path)}</code>`
  );
}

function schemaBlock(label: string, schema: Schema | undefined): string {
  if (!schema) return "";
  return `<details><summary>${esc(label)}</summary><pre><code>${json(schema)}</code></pre></details>`;
}

function parametersTable(l: Listed): string {
  const params = l.op.parameters ?? [];
  if (params.length === 0) return "";
  const rows = params
    .map(
      (p) =>
        `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(p.in)}</td>` +
        `<td>${p.required ? "yes" : "no"}</td><td><code>${esc(flat(p.schema ?? {}))}</code></td>` +
        `<td>${esc(p.description ?? "")}</td></tr>`,
    )
    .join("");
  return (
    `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th>` +
    `<th scope="col">Required</th><th scope="col">Schema</th><th scope="col">Description</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  );
}

function requestBody(l: Listed): string {
  const content = l.op.requestBody?.content;
  if (!content) return "";
  const parts = Object.entries(content).map(
    ([type, media]) =>
      `<p>${l.op.requestBody?.required ? "Required" : "Optional"}, as <code>${esc(type)}</code>.</p>` +
      schemaBlock(`Request body schema (${type})`, media.schema),
  );
  return `<h4>Request body</h4>${parts.join("")}`;
}

function responses(l: Listed): string {
  const items = Object.entries(l.op.responses ?? {}).map(([status, r]) => {
    const headers = Object.entries(r.headers ?? {})
      .map(
        ([name, h]) =>
          `<li>Header <code>${esc(name)}</code>${h.description ? `: ${esc(h.description)}` : ""}</li>`,
      )
      .join("");
    const media = Object.entries(r.content ?? {});
    const bodies =
      media.length === 0
        ? `<p>No body.</p>`
        : media.length === 1 && media[0]?.[0] === "application/json"
          ? schemaBlock(`Schema of the ${status} answer (application/json)`, media[0][1].schema)
          : `<p>Body: ${media.map(([type]) => `<code>${esc(type)}</code>`).join(", ")}.</p>`;
    return (
      `<div class="response"><dt><span class="status s${esc(status.charAt(0))}">${esc(status)}</span></dt>` +
      `<dd><p>${esc(r.description)}</p>${headers ? `<ul>${headers}</ul>` : ""}${bodies}</dd></div>`
    );
  });
  return `<h4>Responses</h4><dl class="responses">${items.join("")}</dl>`;
}

function operationSection(l: Listed): string {
  const { op } = l;
  const auth =
    op.security && op.security.length > 0
      ? `<p class="auth">Needs <code>Authorization: Bearer &lt;accessToken&gt;</code> (from signIn).</p>`
      : `<p class="auth">No token needed.</p>`;
  return (
    `<section class="op" aria-labelledby="${l.id}">` +
    `<h3 id="${l.id}">${heading(l)} <span class="summary">${esc(op.summary ?? "")}</span></h3>` +
    (op.description ? `<p>${esc(op.description)}</p>` : "") +
    auth +
    (op.operationId ? `<p class="opid">operationId <code>${esc(op.operationId)}</code></p>` : "") +
    parametersTable(l) +
    requestBody(l) +
    responses(l) +
    `</section>`
  );
}

/** The whole page, from the document. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const groups = [...operationsByTag(doc)].filter(([, ops]) => ops.length > 0);
  const tagText = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? ""]));
  const toc = groups
    .map(
      ([tag, ops]) =>
        `<li><a href="#${anchor("tag", tag)}">${esc(tag)}</a><ul>` +
        ops.map((l) => `<li><a href="#${l.id}">${heading(l)} ${esc(l.op.summary ?? "")}</a></li>`).join("") +
        `</ul></li>`,
    )
    .join("");
  const sections = groups
    .map(
      ([tag, ops]) =>
        `<section aria-labelledby="${anchor("tag", tag)}"><h2 id="${anchor("tag", tag)}">${esc(tag)}</h2>` +
        (tagText.get(tag) ? `<p>${esc(tagText.get(tag) ?? "")}</p>` : "") +
        ops.map(operationSection).join("") +
        `</section>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs.css">
</head>
<body>
<a class="skip" href="#main">Skip to the operations</a>
<header>
<h1>${esc(doc.info.title)} <span class="version">version ${esc(doc.info.version)}</span></h1>
${doc.info.description ? `<p>${esc(doc.info.description)}</p>` : ""}
<p>For programs: <a href="/api/openapi.json">the OpenAPI 3.1 document (JSON)</a>, from which this page is made.</p>
</header>
<nav aria-labelledby="toc"><h2 id="toc">Operations</h2><ul class="toc">${toc}</ul></nav>
<main id="main">${sections}</main>
</body>
</html>
`;
}

export const DOCS_STYLES = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a525c; --line: #d0d7de; --soft: #f4f6f8; --link: #0b4f9c; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.25rem 4rem; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
a { color: var(--link); }
a:focus-visible, summary:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
h1 { font-size: 2rem; margin: .5rem 0; }
h1 .version { font-size: 1rem; font-weight: 400; color: var(--muted); white-space: nowrap; }
h2 { font-size: 1.5rem; margin: 2.5rem 0 .5rem; padding-bottom: .25rem; border-bottom: 2px solid var(--line); text-transform: capitalize; }
h3 { font-size: 1.15rem; margin: 0 0 .5rem; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
h4 { font-size: 1rem; margin: 1.25rem 0 .4rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
pre { margin: .5rem 0; padding: .75rem; background: var(--soft); border: 1px solid var(--line); border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; }
.op { border: 1px solid var(--line); border-radius: 6px; padding: 1rem 1.25rem; margin: 1.25rem 0; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; padding: .1rem .5rem; border-radius: 4px; color: #fff; font: 700 .85rem/1.6 ui-monospace, monospace; }
.m-get { background: #0b4f9c; } .m-post { background: #1d6b2f; } .m-delete { background: #a3262b; } .m-put, .m-patch { background: #7a4a00; }
.path { font-weight: 600; overflow-wrap: anywhere; }
.summary { font-weight: 400; }
.auth, .opid { color: var(--muted); margin: .25rem 0; }
.toc, .toc ul { list-style: none; padding-left: 1rem; }
.toc > li { margin: .5rem 0; }
.toc li li a { text-decoration: none; }
.toc li li a .text { text-decoration: underline; }
.toc .method { min-width: 4rem; font-size: .75rem; }
/* Cells wrap anywhere, so a table never needs a scrollbar, even on a phone. */
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .4rem .5rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.responses { margin: 0; }
.response { display: grid; grid-template-columns: 4rem 1fr; gap: .75rem; padding: .5rem 0; border-top: 1px solid var(--line); }
.response dd { margin: 0; }
.response dd p:first-child { margin-top: 0; }
.status { display: inline-block; font: 700 1rem ui-monospace, monospace; padding: 0 .35rem; border-radius: 4px; border: 1px solid currentColor; }
.s2, .s3 { color: #1d6b2f; } .s4 { color: #8f1f24; } .s5 { color: #5b2a86; }
summary { cursor: pointer; color: var(--link); }
`;

/** Serves /api/docs (with or without a trailing slash, whatever the query) and its stylesheet. */
export function registerDocsPage(app: FastifyInstance, document: () => OpenApiDocument) {
  let html: string | undefined;
  const hide = { schema: { hide: true } };
  app.get("/docs.css", hide, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(DOCS_STYLES),
  );
  const page = async (_request: unknown, reply: FastifyReply) => {
    // The document is complete once the app is ready, and it does not change while the server runs.
    html ??= renderDocsPage(document());
    return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(html);
  };
  app.get("/docs", hide, page);
  app.get("/docs/", hide, page);
}
