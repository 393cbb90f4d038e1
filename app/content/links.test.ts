import { describe, expect, it } from "vitest";
import { OBJECT_URL_RELEASE_MS, fileHref } from "./links.ts";

describe("links to files", () => {
  it("serves files from /content/, the name encoded as one segment", () => {
    expect(fileHref("guía 1.pdf")).toBe("/content/gu%C3%ADa%201.pdf");
    expect(fileHref("a/b?.pdf")).toBe("/content/a%2Fb%3F.pdf");
    expect(OBJECT_URL_RELEASE_MS).toBe(60_000);
  });
});
