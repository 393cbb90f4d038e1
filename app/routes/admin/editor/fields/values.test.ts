import { describe, expect, it } from "vitest";
import type { Entry } from "../../../../content/page-model.ts";
import {
  addVariant,
  groupEntries,
  isValidUrl,
  kindOf,
  moveGroup,
  readFile,
  readText,
  readableText,
  splitTags,
  writeFile,
  writeHtml,
  writeText,
} from "./values.ts";

describe("the editor that fits a value", () => {
  it.each<[string, Entry["value"], string]>([
    ["Content", { html: "<p>x</p>" }, "rich"],
    ["Content", "<p>markup in a string</p>", "rich"],
    ["Repository", { url: "https://github.com/x" }, "url"],
    ["Repository", {}, "url"],
    ["Logo", { name: "logo.svg", caption: "Logo" }, "file"],
    ["document", { name: "", path: "" }, "file"],
    ["Photo", null, "file"],
    ["Anything", { name: "guia.pdf" }, "file"],
    ["Title", { text: "Hola" }, "text"],
    ["Version", "v1.2", "text"],
    ["Excerpt", { text: "" }, "longText"],
    ["Bios/ShortDescription", { text: "" }, "longText"],
    ["Title", { text: "x".repeat(120) }, "longText"],
    ["Keywords", ["a", "b"], "list"],
  ])("%s = %j is edited as %s", (name, value, kind) => {
    expect(kindOf({ name, value })).toBe(kind);
  });
});

describe("reading and writing values in their own shape", () => {
  it("keeps a string a string, {value} a value, {text} a text", () => {
    expect(writeText("hola", "adiós")).toBe("adiós");
    expect(writeText({ value: "a", extra: 1 }, "b")).toEqual({ value: "b", extra: 1 });
    expect(writeText({ text: "a" }, "b")).toEqual({ text: "b" });
    expect(readText({ value: 3 })).toBe("3");
  });

  it("writes HTML into {html}, dropping a stale text", () => {
    expect(writeHtml({ text: "old", caption: "c" }, "<p>new</p>")).toEqual({
      caption: "c",
      html: "<p>new</p>",
    });
    expect(writeHtml("<p>a</p>", "<p>b</p>")).toBe("<p>b</p>");
  });

  it("stores files as {name, path, caption?}", () => {
    expect(readFile({ name: "logo.svg" })).toEqual({
      name: "logo.svg",
      path: "/content/logo.svg",
      caption: "",
    });
    expect(
      writeFile({ name: "", path: "" }, { name: "a.png", path: "/content/a.png", caption: "Alt" }),
    ).toEqual({
      name: "a.png",
      path: "/content/a.png",
      caption: "Alt",
    });
    expect(writeFile({ name: "a.png", caption: "x" }, { name: "", path: "", caption: "" })).toEqual({
      name: "",
      path: "",
    });
  });

  it("accepts full web addresses, mail links, site paths and an empty value", () => {
    for (const ok of ["", "https://example.org/x", "http://a.b", "mailto:a@b.c", "/labs"])
      expect(isValidUrl(ok)).toBe(true);
    for (const bad of ["example.org", "javascript:alert(1)", "//evil.example", "ftp://x", "not a url"])
      expect(isValidUrl(bad)).toBe(false);
  });

  it("reads tags from a list or a comma-separated text", () => {
    expect(splitTags("a, b ,, c")).toEqual(["a", "b", "c"]);
    expect(splitTags([" a", "", "b"])).toEqual(["a", "b"]);
    expect(splitTags(undefined)).toEqual([]);
  });

  it("turns any value into readable text", () => {
    expect(readableText({ html: "<p>Uno &amp; dos</p><p>tres</p>" })).toBe("Uno & dos tres");
    expect(readableText({ name: "a.pdf", path: "/content/a.pdf", caption: "Guía" })).toBe("a.pdf · Guía");
    expect(readableText({ url: "https://x.org" })).toBe("https://x.org");
  });
});

describe("values grouped by name, with their languages", () => {
  const entries: Entry[] = [
    { name: "Title", value: { text: "Hola" }, lang: "es" },
    { name: "Logo", value: { name: "l.svg" } },
    { name: "Title", value: { text: "Hello" }, lang: "en" },
    { name: "Name", component: "Bios/Name", value: { text: "Ana" }, lang: "es" },
  ];

  it("groups entries that share a name and component", () => {
    expect(groupEntries(entries).map((g) => [g.key, g.indexes])).toEqual([
      ["|Title", [0, 2]],
      ["|Logo", [1]],
      ["Bios/Name|Name", [3]],
    ]);
  });

  it("moves a whole group, keeping its languages together", () => {
    expect(moveGroup(entries, "|Logo", -1).map((e) => e.name)).toEqual(["Logo", "Title", "Title", "Name"]);
    expect(moveGroup(entries, "|Title", -1)).toEqual(entries);
    expect(moveGroup(entries, "Bios/Name|Name", 1)).toEqual(entries);
  });

  it("adds a missing language shaped like its sibling, right after the group", () => {
    const out = addVariant(entries, "Bios/Name|Name", "en");
    expect(out[4]).toEqual({ name: "Name", component: "Bios/Name", value: { text: "" }, lang: "en" });
  });

  it("splits a language-neutral value into Spanish and English", () => {
    const out = addVariant([{ name: "Version", value: "v1" }], "|Version", "en");
    expect(out).toEqual([
      { name: "Version", value: "v1", lang: "es" },
      { name: "Version", value: "", lang: "en" },
    ]);
  });
});
