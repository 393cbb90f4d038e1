import { z } from "zod";

/** Control characters (C0, DEL, C1) are never valid in a page name. */
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;

export const PAGE_NAME_MAX = 200;

/**
 * The rules for a page name, shared by the API and the editing area's form. Written as string checks
 * (not refinements) so that the API's JSON Schema, generated from this, states the same rules; they run
 * in this order and the first broken one is the message shown.
 */
export const pageNameSchema = z
  .string({ error: "Page must be a string." })
  .regex(/\S/, "Page must not be empty.")
  .max(PAGE_NAME_MAX, `Page must be at most ${PAGE_NAME_MAX} characters.`)
  .regex(/^[^/\\]*$/, "Page must not contain '/' or '\\'.")
  .regex(NO_CONTROL, "Page must not contain control characters.")
  .regex(/^\S(?:[\s\S]*\S)?$/, "Page must not start or end with spaces.")
  .meta({
    description: `A page name: 1 to ${PAGE_NAME_MAX} characters, no '/', '\\' or control characters, no spaces at either end.`,
    examples: ["bienvenida"],
  });

export const entrySchema = z
  .looseObject({
    name: z
      .string({ error: "Each value needs a name (a string)." })
      .min(1, "A value's name must not be empty.")
      .max(200),
    component: z.string().max(200).optional(),
    value: z.unknown(),
    lang: z.enum(["es", "en"], { error: "A value's lang must be 'es' or 'en'." }).optional(),
  })
  .transform((e) => ({ ...e, value: e.value === undefined ? null : e.value }));

export const pageBodySchema = z.looseObject({
  Page: pageNameSchema,
  Template: z
    .string({ error: "Template must be a string." })
    .regex(/\S/, "Template must not be empty.")
    .max(100, "Template must be at most 100 characters.")
    .meta({ examples: ["Article"] }),
  values: z.array(entrySchema, { error: "values must be an array of entries." }).max(5000),
  components: z.array(entrySchema, { error: "components must be an array of entries." }).max(5000).optional(),
  revision: z.number({ error: "revision must be a number." }).int().nonnegative().optional(),
});

export const deleteBodySchema = z.looseObject({
  Page: pageNameSchema,
  component: z.unknown().optional(),
  revision: z.number().int().nonnegative().optional(),
});

export const loginBodySchema = z.object({
  email: z.string({ error: "email is required." }).trim().min(3, "email is required.").max(320),
  password: z.string({ error: "password is required." }).min(1, "password is required.").max(1000),
});

/** One readable sentence from a zod error: the first problem, with where it is. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  const msg = issue.message;
  return msg.toLowerCase().startsWith(String(issue.path[0] ?? "").toLowerCase()) && issue.path.length === 1
    ? msg
    : `${where}${msg}`;
}
