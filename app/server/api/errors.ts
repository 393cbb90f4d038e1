import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";

/** An error with a status, a message a person can read and a stable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra?: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra?: object,
) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({ message, code, ...extra });
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send JSON: Content-Type must be application/json.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "invalid_json", message: "The JSON body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    message: "The body is not valid JSON.",
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The file is larger than 20 MB.",
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the file as multipart/form-data in a field named file.",
  },
};

/** JSON errors everywhere under /api: never HTML, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) return sendError(reply, err.status, err.code, err.message, err.extra);
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, known.message);
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return sendError(reply, 400, "invalid_json", "The body is not valid JSON.");
    }
    if (err.validation) return sendError(reply, 400, "invalid_request", err.message);
    if (typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, err.statusCode, "bad_request", err.message);
    }
    request.log.error({ err }, "unhandled error");
    return sendError(reply, 500, "internal_error", "Something went wrong on the server. Try again.");
  });
}
