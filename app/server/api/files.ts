import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { storedNameFor } from "../files/file-store.ts";
import { CONTENT_TYPES, detectType, svgProblem } from "../files/file-types.ts";
import type { Services } from "../services.ts";
import { requireUser } from "./auth-guard.ts";
import { ApiError, sendError } from "./errors.ts";
import { fileOps } from "./openapi.ts";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** An SVG opened on its own can never run script; PDFs may be framed by our own pages' viewer. */
const SVG_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
const FILE_CSP = "frame-ancestors 'self'";

/** The route options of /content/*: its description in the API document. */
const contentRoute = { schema: fileOps.content.schema };

export async function registerFileRoutes(app: FastifyInstance, services: Services) {
  const { files, tokens } = services;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.post("/api/prod/files", { schema: fileOps.upload.schema }, async (request, reply) => {
    await requireUser(request, tokens);
    if (!request.isMultipart()) {
      throw new ApiError(
        415,
        "unsupported_media_type",
        "Send the file as multipart/form-data in a field named file.",
      );
    }
    const part = await request.file();
    if (!part || part.fieldname !== "file") {
      throw new ApiError(400, "invalid_request", "Send the file in a multipart field named file.");
    }
    const bytes = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
    if (bytes.length === 0) throw new ApiError(400, "invalid_request", "The file is empty.");
    const type = await detectType(bytes);
    if (!type) {
      throw new ApiError(
        415,
        "unsupported_file_type",
        "This kind of file is not accepted: send a PDF, PNG, JPEG, WebP, GIF or SVG.",
      );
    }
    if (type.ext === "svg") {
      const problem = svgProblem(bytes);
      if (problem) throw new ApiError(400, "unsafe_svg", `${problem} Remove it and upload again.`);
    }
    const name = storedNameFor(part.filename || "file", type.ext);
    await files.put(name, bytes);
    return reply
      .code(201)
      .send({ name, path: `/content/${name}`, url: `/content/${name}`, size: bytes.length, type: type.mime });
  });

  app.get<{ Params: { "*": string } }>("/content/*", contentRoute, async (request, reply) => {
    const name = request.params["*"];
    const file = await files.get(name);
    if (!file) return sendError(reply, 404, "not_found", "No such file.");
    const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
    reply
      .header("Content-Type", CONTENT_TYPES[ext] ?? "application/octet-stream")
      .header("Content-Length", String(file.size))
      .header("ETag", file.etag)
      .header("Last-Modified", file.modified.toUTCString())
      .header("Cache-Control", "public, max-age=3600, stale-while-revalidate=86400")
      .header("Content-Security-Policy", ext === "svg" ? SVG_CSP : FILE_CSP)
      .header("Content-Disposition", `inline; filename="${name}"`);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    return reply.send(file.read());
  });
}
