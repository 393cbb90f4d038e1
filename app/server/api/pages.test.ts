import { describe, expect, it } from "vitest";
import { withCType, withCTypeBytes } from "./page-answers.server.ts";

const text = (pieces: Buffer[]) => Buffer.concat(pieces).toString("utf8");

describe("CType on a stored page's JSON bytes", () => {
  it("adds CType as withCType does, without parsing the page", () => {
    const page = { Page: "a", Template: "Article", values: [{ name: "Title", value: { text: "¿Ética?" } }] };
    const json = text(
      withCTypeBytes({ name: "p", json: Buffer.from(JSON.stringify(page)), template: "Article" }),
    );
    expect(JSON.parse(json)).toEqual(withCType(page));
  });
  it("never writes the key twice when the stored page already has one", () => {
    const page = { Page: "b", Template: "Blog", CType: "old", values: [] };
    const json = text(
      withCTypeBytes({ name: "p", json: Buffer.from(JSON.stringify(page)), template: "Blog" }),
    );
    expect(json.match(/"CType"/g)).toHaveLength(1);
    expect(JSON.parse(json)).toEqual({ ...page, CType: "Blog" });
  });
});
