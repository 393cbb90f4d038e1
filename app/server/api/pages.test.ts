import { describe, expect, it } from "vitest";
import { withCType, withCTypeText } from "./pages.server.ts";

describe("CType on a stored page's JSON text", () => {
  it("adds CType as withCType does, without parsing the page", () => {
    const page = { Page: "a", Template: "Article", values: [{ name: "Title", value: { text: "¿Ética?" } }] };
    const text = withCTypeText({ name: "p", json: JSON.stringify(page), template: "Article" });
    expect(JSON.parse(text)).toEqual(withCType(page));
  });
  it("never writes the key twice when the stored page already has one", () => {
    const page = { Page: "b", Template: "Blog", CType: "old", values: [] };
    const text = withCTypeText({ name: "p", json: JSON.stringify(page), template: "Blog" });
    expect(text.match(/"CType"/g)).toHaveLength(1);
    expect(JSON.parse(text)).toEqual({ ...page, CType: "Blog" });
  });
});
