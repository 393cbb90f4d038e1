import type { z } from "zod";
import { describeZodError } from "../../content/page-schema.ts";
import { ApiError } from "./errors.ts";

/** Parses a request part with a zod schema, or throws a 400 that says what is wrong. */
export function parse<S extends z.ZodType>(schema: S, data: unknown, what = "body"): z.output<S> {
  if (
    what === "body" &&
    (data === undefined || data === null || typeof data !== "object" || Array.isArray(data))
  ) {
    throw new ApiError(400, "invalid_request", "The body must be a JSON object.");
  }
  const r = schema.safeParse(data);
  if (!r.success) throw new ApiError(400, "invalid_request", describeZodError(r.error));
  return r.data;
}
