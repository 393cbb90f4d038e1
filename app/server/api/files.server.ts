import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import parseRange from "range-parser";
import { storedNameFor, type ByteRange, type StoredFile } from "../files/file-store.server.ts";
import { CONTENT_TYPES, detectType, svgProblem } from "../files/file-types.server.ts";
import { imageProblem } from "../files/image-check.server.ts";
import { storeMedia } from "../files/media.server.ts";
import type { MediaItem } from "../store/store.server.ts";
import type { mediaOut, uploadedOut } from "../../content/api-schemas.ts";
import { FIXED_SCREEN_FILES } from "../../content/site-pages.ts";
import type { UploadProblem } from "../files/upload-problem.server.ts";
import type { Services } from "../services.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { permissionsOf } from "../../content/roles.ts";
import { rewritesTexts as rewrites } from "../../content/media.ts";
import { ApiError, sendError } from "./errors.server.ts";
import { fileOps, mediaOps } from "./openapi.server.ts";
import { pageTitleReader } from "./page-titles.server.ts";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Every stored file is answered as a sandboxed document with no sources of its own: opened on its
 * own (a new tab, a link) it can never run script or reach the site with the site's authority.
 * Only the site's own pages may frame it (the PDF viewer). Each type is allowed what it needs to
 * show itself; see content-sandbox.spec.ts for what Chromium does with each.
 */
const SANDBOX = "sandbox; frame-ancestors 'self'";
const CSP_BY_EXT: Record<string, string> = {
  svg: `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src data:; ${SANDBOX}`,
  png: `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; ${SANDBOX}`,
  jpg: `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; ${SANDBOX}`,
  jpeg: `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; ${SANDBOX}`,
  gif: `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; ${SANDBOX}`,
  webp: `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; ${SANDBOX}`,
  avif: `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; ${SANDBOX}`,
  pdf: `default-src 'none'; ${SANDBOX}`,
};
const DEFAULT_CSP = `default-src 'none'; ${SANDBOX}`;

const ONE_FILE = "Send one file, as multipart/form-data in a field named file.";

/** What @fastify/multipart and busboy raise while reading a client's body, as API errors. */
function uploadError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown }).code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new ApiError(413, "payload_too_large", "The file is larger than 20 MB.");
    case "FST_FILES_LIMIT":
      return new ApiError(400, "invalid_request", `More than one file was sent. ${ONE_FILE}`);
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new ApiError(400, "invalid_request", `The form has too many fields. ${ONE_FILE}`);
    case "FST_PROTO_VIOLATION":
      return new ApiError(400, "invalid_request", `A form field has a reserved name. ${ONE_FILE}`);
    case "FST_MP_PREMATURE_CLOSE":
      return new ApiError(400, "invalid_request", "The upload was cut short. Send the file again.");
    default:
      // busboy: no boundary in the Content-Type, a boundary that never comes, a part cut short,
      // malformed part headers. All are the client's body, never the server's fault.
      return new ApiError(
        400,
        "invalid_request",
        `The multipart body is malformed or incomplete (${err instanceof Error ? err.message : "unreadable"}). ${ONE_FILE}`,
      );
  }
}

/** The single part named file, read to the end; every other part is drained so the body is read. */
async function readFilePart(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  let found: { filename: string; bytes: Buffer } | undefined;
  let refusal: ApiError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file" || found) {
        refusal ??= new ApiError(
          400,
          "invalid_request",
          found
            ? `More than one file was sent. ${ONE_FILE}`
            : `The file is not in a field named file. ${ONE_FILE}`,
        );
        part.file.resume();
        continue;
      }
      found = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (refusal) throw refusal;
  if (!found) throw new ApiError(400, "invalid_request", `No file was sent. ${ONE_FILE}`);
  return found;
}

/** What an upload answers: where the file is, its size and, for images, its dimensions and variants. */
export function uploadAnswer(item: MediaItem, reused: boolean) {
  return {
    name: item.name,
    path: `/content/${item.name}`,
    url: `/content/${item.name}`,
    size: item.size,
    type: CONTENT_TYPES[item.ext] ?? "application/octet-stream",
    ...(item.width !== null && item.height !== null ? { width: item.width, height: item.height } : {}),
    variants: item.variants,
    reused,
  } satisfies z.input<typeof uploadedOut>;
}

const refuse = (problem: UploadProblem) => new ApiError(problem.status, problem.code, problem.message);

/** The route options of /content/*: its description in the API document. */
const contentRoute = { schema: fileOps.content.schema };

/** How multipart bodies are read (registered for the whole server: transport.server.ts). */
export const MULTIPART_OPTIONS = { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } };

export function registerFileRoutes(app: FastifyInstance, services: Services) {
  const { files, store } = services;

  app.post("/prod/files", { schema: fileOps.upload.schema }, async (request, reply) => {
    const user = signedIn(request);
    if (!request.isMultipart()) {
      throw new ApiError(415, "unsupported_media_type", ONE_FILE);
    }
    const { filename, bytes } = await readFilePart(request);
    if (bytes.length === 0) throw new ApiError(400, "invalid_request", "The file is empty.");
    const type = await detectType(bytes);
    if (!type) {
      throw new ApiError(
        415,
        "unsupported_file_type",
        "This kind of file is not accepted: send a PDF, PNG, JPEG, WebP, GIF or SVG.",
      );
    }
    let pages: number | null = null;
    if (type.ext === "svg") {
      const problem = svgProblem(bytes);
      if (problem) throw new ApiError(400, "unsafe_svg", `${problem} Remove it and upload again.`);
    } else if (type.ext === "pdf") {
      // pdf-lib is loaded by the first PDF uploaded, not by every server start.
      const { inspectPdf } = await import("../files/pdf-check.server.ts");
      const inspected = await inspectPdf(bytes);
      if (inspected.problem) throw refuse(inspected.problem);
      pages = inspected.pages;
    } else {
      const problem = imageProblem(bytes, type.ext);
      if (problem) throw refuse(problem);
    }
    const { item, added } = await storeMedia(
      { store, files, warn: (err, name) => request.log.warn({ err, name }, "no responsive variants") },
      { name: storedNameFor(filename || "file", type.ext), ext: type.ext, bytes, user: user.email, pages },
    );
    return reply.code(added ? 201 : 200).send(uploadAnswer(item, !added));
  });

  /** A library item as the editing area shows it: where it is served and which pages use it. */
  async function mediaAnswer({ hash: _hash, ...item }: MediaItem, titles = pageTitleReader(store)) {
    const usedBy = await usersOf(item.name);
    // A fixed screen of the site (/book) is named by its address; pages by their titles.
    const usedByTitles = await titles(usedBy.filter((page) => !page.startsWith("/")));
    return {
      ...item,
      path: `/content/${item.name}`,
      usedBy,
      usedByTitles,
    } satisfies z.input<typeof mediaOut>;
  }

  /** The pages naming a file, and a fixed screen's address (/book) when one links it. */
  async function usersOf(name: string): Promise<string[]> {
    const screen = FIXED_SCREEN_FILES.get(name);
    return [...(screen ? [screen] : []), ...(await store.pagesUsing(name))];
  }

  app.get("/prod/media", { schema: mediaOps.list.schema }, async (request, reply) => {
    const { q, kind } = mediaOps.list.query(request);
    const items = await store.listMedia({ query: q, kind });
    const titles = pageTitleReader(store);
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Items: await Promise.all(items.map((item) => mediaAnswer(item, titles))) });
  });

  app.patch("/prod/media/:name", { schema: mediaOps.update.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { name } = mediaOps.update.params(request);
    const body = mediaOps.update.body(request);
    // The public pages show these texts at once (issue 41, item 3): someone who may not publish adds what is
    // missing, and changes nothing visitors already read.
    if (!permissionsOf(user.role).publish) {
      const stored = await store.getMedia(name);
      if (stored && rewrites(stored, body))
        throw new ApiError(
          403,
          "forbidden_texts",
          "Authors can add a file's missing texts, not change them: ask an editor.",
        );
    }
    const item = await store.updateMedia(name, {
      ...(body.alt ? { alt: body.alt } : {}),
      ...(body.caption ? { caption: body.caption } : {}),
    });
    if (!item) throw new ApiError(404, "not_found", `No file named "${name}" in the library.`);
    return reply.send(await mediaAnswer(item));
  });

  app.delete("/prod/media/:name", { schema: mediaOps.remove.schema }, async (request, reply) => {
    const { name } = mediaOps.remove.params(request);
    const item = await store.getMedia(name);
    if (!item) throw new ApiError(404, "not_found", `No file named "${name}" in the library.`);
    const usedBy = await usersOf(name);
    if (usedBy.length > 0)
      return sendError(
        reply,
        409,
        "in_use",
        `"${name}" is used by ${usedBy.length} page(s): ${usedBy.join(", ")}.`,
        {
          usedBy,
        },
      );
    await store.deleteMedia(name);
    for (const v of item.variants) await files.delete(v.name);
    await files.delete(name);
    return reply.send({ ok: true });
  });
}

/** The stored files, at /content/{name}: what the site's pages show and link. */
export function registerContentRoute(app: FastifyInstance, services: Services) {
  const { files } = services;
  app.get<{ Params: { "*": string } }>("/content/*", contentRoute, async (request, reply) => {
    const name = request.params["*"];
    let file: StoredFile | undefined;
    try {
      file = await files.get(name);
    } catch (err) {
      // The bucket is down or refuses us: the server's trouble, said plainly; /readyz says which.
      request.log.error({ err }, "the file storage could not be reached");
      return sendError(
        reply,
        503,
        "storage_unavailable",
        "The file storage could not be reached; try again.",
      );
    }
    if (!file) return sendError(reply, 404, "not_found", "No such file.");
    const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
    reply
      .header("Content-Type", CONTENT_TYPES[ext] ?? "application/octet-stream")
      .header("Content-Length", String(file.size))
      .header("Accept-Ranges", "bytes")
      .header("ETag", file.etag)
      .header("Last-Modified", file.modified.toUTCString())
      .header("Cache-Control", "public, max-age=3600, stale-while-revalidate=86400")
      .header("Content-Security-Policy", CSP_BY_EXT[ext] ?? DEFAULT_CSP)
      .header("Content-Disposition", `inline; filename="${name}"`);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    const range = requestedRange(request.headers, file);
    if (range === "unsatisfiable") {
      reply.removeHeader("Content-Length");
      return sendError(
        reply.header("Content-Range", `bytes */${file.size}`),
        416,
        "range_not_satisfiable",
        `The file has ${file.size} bytes: ask for a range within them.`,
      );
    }
    if (range) {
      reply
        .code(206)
        .header("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`)
        .header("Content-Length", String(range.end - range.start + 1));
    }
    // A HEAD gets the headers alone, without reading the bytes (on S3, no GetObject): Fastify's HEAD
    // route keeps the Content-Length above for a stream (an empty one here), and would set 0 for no body.
    if (request.method === "HEAD") return reply.send(Readable.from([]));
    return reply.send(file.read(range));
  });
}

/**
 * The one part of the file a Range header asks for (RFC 9110 §14), or undefined for the whole file: no
 * Range, a malformed one, another unit, several ranges (answered whole rather than as multipart), or an
 * If-Range that names another version of the file.
 */
function requestedRange(
  headers: FastifyRequest["headers"],
  file: Pick<StoredFile, "size" | "etag" | "modified">,
): ByteRange | "unsatisfiable" | undefined {
  const header = headers.range;
  if (typeof header !== "string" || !header) return undefined;
  const ifRange = headers["if-range"];
  if (typeof ifRange === "string" && ifRange !== file.etag && ifRange !== file.modified.toUTCString())
    return undefined;
  const ranges = parseRange(file.size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return ranges[0];
}
