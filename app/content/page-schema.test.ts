import { describe, expect, it } from "vitest";
import {
  describeZodError,
  loginBodySchema,
  PAGE_DEPTH_MAX,
  pageBodySchema,
  pageNameReadSchema,
  pageNameSchema,
} from "./page-schema.ts";

/** The first problem of a page body as the API would say it, or "" when the body is accepted. */
function problemOf(body: unknown): string {
  const r = pageBodySchema.safeParse(body);
  return r.success ? "" : describeZodError(r.error);
}

/** `levels` arrays inside each other, around a string. */
function nested(levels: number, inner: unknown = "x"): unknown {
  let v = inner;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

const page = (extra: Record<string, unknown> = {}) => ({
  Page: "p",
  Template: "Article",
  values: [],
  ...extra,
});

describe("page names", () => {
  it.each([
    ["200 × ç", "ç".repeat(200)],
    ["HTML entities", "&amp;&lt;&#x27;"],
    ["'?' and '#'", "a?b#c"],
    ["a percent sign", "100% real"],
    ["three dots", "..."],
    ["a dot inside", "v1.2"],
    ["an emoji pair", "😀"],
    ["'.DATA' in capitals", "x.DATA"],
  ])("accepts %s", (_label, name) => {
    expect(pageNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    [".", /'\.' or '\.\.'/],
    ["..", /'\.' or '\.\.'/],
    ["a%2Fb", /%2F/],
    ["a%2fb", /%2F/],
    ["a%5Cb", /%5C/],
    ["a%5cb", /%5C/],
    ["a/b", /'\/'/],
    ["a\\b", /'\\'/],
    ["a\u0000b", /control characters/],
    ["a\ud800b", /lone surrogate/],
    ["\udfffa", /lone surrogate/],
    ["ç".repeat(201), /at most 200/],
    ["notes.data", /'\.data'/],
  ])("refuses %j", (name, message) => {
    const r = pageNameSchema.safeParse(name);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(message);
  });

  it("reads any stored name from an address, but never one with a NUL", () => {
    expect(pageNameReadSchema.safeParse("a%2Fb").success).toBe(true);
    expect(pageNameReadSchema.safeParse("..").success).toBe(true);
    expect(pageNameReadSchema.safeParse("a\u0000b").error?.issues[0]?.message).toMatch(/NUL/);
  });
});

describe("page bodies", () => {
  // The body, values and the entry are 3 levels; the value may add the rest.
  const room = PAGE_DEPTH_MAX - 3;

  it(`accepts nesting up to ${PAGE_DEPTH_MAX} levels and says where a deeper one is`, () => {
    expect(problemOf(page({ values: [{ name: "Content", value: nested(room) }] }))).toBe("");
    const message = problemOf(page({ values: [{ name: "Content", value: nested(room + 1) }] }));
    expect(message).toMatch(/^values\.0\.value(\.0)+: .*nested more than 32 levels/);
  });

  it("refuses deep nesting in any field, also outside values", () => {
    expect(problemOf(page({ Extra: nested(PAGE_DEPTH_MAX) }))).toMatch(/^Extra(\.0)+: .*nested/);
    expect(problemOf(page({ components: [{ name: "c", value: { a: nested(40) } }] }))).toMatch(
      /^components\.0\.value\.a/,
    );
  });

  it("refuses 100,000 levels without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}1${"]".repeat(100_000)}`) as unknown;
    expect(problemOf(page({ values: [{ name: "Content", value: deep }] }))).toMatch(/nested/);
  });

  it.each([
    ["a value", page({ values: [{ name: "Content", value: "a\u0000b" }] }), /^values\.0\.value: .*NUL/],
    [
      "a nested value",
      page({ values: [{ name: "x", value: { t: ["\u0000"] } }] }),
      /^values\.0\.value\.t\.0:/,
    ],
    ["the template", page({ Template: "Art\u0000icle" }), /^Template: .*NUL/],
    ["an entry name", page({ values: [{ name: "C\u0000", value: 1 }] }), /^values\.0\.name: .*NUL/],
    [
      "an object key",
      page({ values: [{ name: "x", value: { "k\u0000": 1 } }] }),
      /A key must not contain NUL/,
    ],
    ["another field", page({ Title: "t\u0000" }), /^Title: .*NUL/],
  ])("refuses a NUL in %s", (_label, body, message) => {
    expect(problemOf(body)).toMatch(message);
  });

  it.each([
    [
      "a value",
      page({ values: [{ name: "Content", value: "a\ud800" }] }),
      /^values\.0\.value: .*lone surrogate/,
    ],
    [
      "an object key",
      page({ values: [{ name: "x", value: { "\udc00": 1 } }] }),
      /A key must be valid Unicode/,
    ],
    ["the template", page({ Template: "\ud83dA" }), /^Template: .*lone surrogate/],
  ])("refuses a lone surrogate in %s", (_label, body, message) => {
    expect(problemOf(body)).toMatch(message);
  });

  it("accepts well-formed astral characters and HTML entities as text", () => {
    expect(problemOf(page({ values: [{ name: "Content", value: "😀 &amp; &#0; \\u0000" }] }))).toBe("");
  });
});

describe("sign-in bodies", () => {
  it("refuses an e-mail with a NUL (PostgreSQL would refuse to look it up)", () => {
    const r = loginBodySchema.safeParse({ email: "a\u0000@b.c", password: "x" });
    expect(r.error?.issues[0]?.message).toMatch(/NUL/);
  });
});
