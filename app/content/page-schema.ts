import { z } from "zod";
import { SLUG_MAX, slugProblem } from "./slugs.ts";

/** Control characters (C0, DEL, C1) are never valid in a page name. */
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;

export const PAGE_NAME_MAX = 200;

/**
 * Arrays and objects nested deeper than this anywhere in a page body are refused (the body itself is
 * level 1). Real pages nest a handful of levels; the sanitiser and the views walk what is stored.
 */
export const PAGE_DEPTH_MAX = 32;

type Where = (string | number)[];

/** A key as shown in an error's path: a long one cut, so the message stays readable. */
function pathKey(key: string): string {
  return key.length > 40 ? `${key.slice(0, 40)}…` : key;
}

/** What is wrong with one string of a page, if anything (PostgreSQL text refuses NUL; pg and SQLite
 * turn a lone surrogate into U+FFFD, so the stored text would differ from what was saved). */
function textProblem(s: string, what: string): string | undefined {
  if (s.includes("\u0000")) return `${what} must not contain NUL characters (\\u0000).`;
  if (!s.isWellFormed()) return `${what} must be valid Unicode text (it has a lone surrogate).`;
  return undefined;
}

/**
 * The first problem of a whole page body: nesting deeper than PAGE_DEPTH_MAX, or a string or an
 * object key that cannot be stored as it is. A loop with its own stack, never recursion: a body
 * nested thousands of levels deep must be refused, not overflow the call stack.
 */
function bodyProblem(body: unknown): { path: Where; message: string } | undefined {
  interface Node {
    value: unknown;
    key: string | number | undefined;
    parent: Node | undefined;
    depth: number;
  }
  const pathOf = (node: Node | undefined): Where => {
    const out: Where = [];
    for (let n = node; n && n.key !== undefined; n = n.parent) out.push(n.key);
    return out.reverse();
  };
  const stack: Node[] = [{ value: body, key: undefined, parent: undefined, depth: 1 }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value, depth } = node;
    if (typeof value === "string") {
      const problem = textProblem(value, "Text");
      if (problem) return { path: pathOf(node), message: problem };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth > PAGE_DEPTH_MAX) {
      return {
        path: pathOf(node),
        message: `Arrays and objects must not be nested more than ${PAGE_DEPTH_MAX} levels deep.`,
      };
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], key: i, parent: node, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const problem = textProblem(key, "A key");
      if (problem) return { path: [...pathOf(node), pathKey(key)], message: problem };
      stack.push({ value: child, key: pathKey(key), parent: node, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The rules for a page name, in the order pageNameSchema checks them, each with the API's message; the
 * editing area says the first one a name breaks in the editor's language (pageNameProblem).
 */
const PAGE_NAME_RULES = {
  empty: "Page must not be empty.",
  tooLong: `Page must be at most ${PAGE_NAME_MAX} characters.`,
  slash: "Page must not contain '/' or '\\'.",
  control: "Page must not contain control characters.",
  spaces: "Page must not start or end with spaces.",
  dots: "Page must not be '.' or '..'.",
  encoded: "Page must not contain '%2F' or '%5C'.",
  data: "Page must not end with '.data'.",
  unicode: "Page must be valid Unicode text (it has a lone surrogate).",
} as const;

export type PageNameRule = keyof typeof PAGE_NAME_RULES;

/**
 * The rules for a page name, shared by the API and the editing area's form. Written as string checks
 * (not refinements) so that the API's JSON Schema, generated from this, states the same rules; they run
 * in this order and the first broken one is the message shown.
 */
export const pageNameSchema = z
  .string({ error: "Page must be a string." })
  .regex(/\S/, PAGE_NAME_RULES.empty)
  .max(PAGE_NAME_MAX, PAGE_NAME_RULES.tooLong)
  .regex(/^[^/\\]*$/, PAGE_NAME_RULES.slash)
  .regex(NO_CONTROL, PAGE_NAME_RULES.control)
  .regex(/^\S(?:[\s\S]*\S)?$/, PAGE_NAME_RULES.spaces)
  // No address reaches these: URLs resolve "." and ".." as path steps.
  .regex(/^(?!\.\.?$)/, PAGE_NAME_RULES.dots)
  // The public site decodes an address once more and would read these as '/' or '\\'.
  .regex(/^(?!.*%(?:2[fF]|5[cC]))/, PAGE_NAME_RULES.encoded)
  // React Router reads an address ending in ".data" as the data of the address without it.
  .regex(/^(?![\s\S]*\.data$)/, PAGE_NAME_RULES.data)
  .refine((s) => s.isWellFormed(), PAGE_NAME_RULES.unicode)
  .meta({
    description: `A page name: 1 to ${PAGE_NAME_MAX} characters, no '/', '\\' or control characters, no spaces at either end; not '.', '..', nor containing '%2F'/'%5C' or ending in '.data' (no address could reach it); valid Unicode.`,
    examples: ["bienvenida"],
  });

/** The first rule of pageNameSchema a name breaks, with the API's message for it; undefined for a good name. */
export function pageNameProblem(name: string): { rule: PageNameRule; message: string } | undefined {
  const result = pageNameSchema.safeParse(name);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? PAGE_NAME_RULES.empty;
  const rules = Object.keys(PAGE_NAME_RULES) as PageNameRule[];
  return { rule: rules.find((rule) => PAGE_NAME_RULES[rule] === message) ?? "empty", message };
}

/**
 * A page name read from an address, a list key or a delete: any name a stored page may have (older
 * names too), never a NUL, which PostgreSQL text refuses (no page can have one).
 */
export const pageNameReadSchema = z
  .string({ error: "Page must be a string." })
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
  .regex(/^[^\u0000]*$/, "Page must not contain NUL characters.");

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

/** One language's address name: a slug (slugs.ts), or "" for none chosen (made from the title when published). */
const slugValue = z
  .string({ error: "A slug must be a string." })
  .max(SLUG_MAX + 1, `A slug must be at most ${SLUG_MAX} characters.`)
  .superRefine((s, ctx) => {
    const problem = s === "" ? undefined : slugProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A page's address name per language (app/content/slugs.ts). */
export const slugsSchema = z
  .strictObject(
    { es: slugValue.optional(), en: slugValue.optional() },
    { error: "Slugs must be an object with es and en address names." },
  )
  .meta({
    description: `The page's address name in each language: lowercase words and digits joined by hyphens, at most ${SLUG_MAX} characters; "" or absent: the one it has, else made from its title when published.`,
    examples: [{ es: "gobernanza-comunitaria", en: "community-governance" }],
  });

export const pageBodySchema = z
  .looseObject({
    Page: pageNameSchema,
    Template: z
      .string({ error: "Template must be a string." })
      .regex(/\S/, "Template must not be empty.")
      .max(100, "Template must be at most 100 characters.")
      .meta({ examples: ["Article"] }),
    values: z.array(entrySchema, { error: "values must be an array of entries." }).max(5000),
    components: z
      .array(entrySchema, { error: "components must be an array of entries." })
      .max(5000)
      .optional(),
    revision: z.number({ error: "revision must be a number." }).int().nonnegative().optional(),
    Slugs: slugsSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = bodyProblem(body);
    if (problem) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  })
  .meta({
    description: `Strings and keys without NUL characters or lone surrogates; arrays and objects nested at most ${PAGE_DEPTH_MAX} levels.`,
  });

export const deleteBodySchema = z.looseObject({
  // Any stored name: a page saved before a naming rule existed can still be deleted.
  Page: pageNameReadSchema,
  component: z.unknown().optional(),
  revision: z.number().int().nonnegative().optional(),
});

export const loginBodySchema = z.object({
  email: z
    .string({ error: "email is required." })
    .trim()
    .min(3, "email is required.")
    .max(320)
    .refine((s) => !textProblem(s, "email"), "email must be valid text without NUL characters."),
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
