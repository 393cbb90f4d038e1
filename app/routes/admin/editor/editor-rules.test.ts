import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../../content/page-model.ts";
import { ApiError, NetworkError } from "../shell/api-client.ts";
import {
  asksBeforeLeaving,
  conflictOf,
  draftStorageStep,
  hasInvalidUrl,
  isSaveShortcut,
  planSave,
  saveStateText,
} from "./editor-rules.ts";

const project: PageDoc = {
  Page: "detector",
  Template: "Projects",
  revision: 4,
  values: [
    { name: "Title", lang: "es", value: { text: "Detector" } },
    { name: "Repository", value: { url: "https://github.com/simbiosis-ai/detector" } },
  ],
};

function withRepository(url: string, list: "values" | "components" = "values"): PageDoc {
  const entry = { name: "Repository", value: { url } };
  return list === "values"
    ? { ...project, values: [project.values[0]!, entry] }
    : { ...project, values: [project.values[0]!], components: [entry] };
}

describe("what pressing Save does", () => {
  it("sends nothing when nothing changed", () => {
    expect(planSave(project, false)).toEqual({ kind: "unchanged" });
  });

  it("sends the draft as it is, with the revision it started from", () => {
    const draft = withRepository("https://example.org/repo");
    expect(planSave(draft, true)).toEqual({ kind: "send", body: draft });
  });

  it("refuses a URL value that is not a URL, in the values or the components", () => {
    expect(planSave(withRepository("github punto com"), true)).toEqual({ kind: "invalid" });
    expect(planSave(withRepository("github punto com", "components"), true)).toEqual({ kind: "invalid" });
    // Empty and site-relative addresses are fine.
    expect(hasInvalidUrl(withRepository(""))).toBe(false);
    expect(hasInvalidUrl(withRepository("/content/informe.pdf"))).toBe(false);
  });

  it("overwriting after a conflict sends the draft against the server's revision, even unchanged", () => {
    const theirs: PageDoc = { ...project, revision: 7 };
    const plan = planSave(project, false, theirs);
    expect(plan).toEqual({ kind: "send", body: { ...project, revision: 7 } });
  });

  it("overwriting still refuses an invalid URL", () => {
    expect(planSave(withRepository("nope nope"), false, { ...project, revision: 7 })).toEqual({
      kind: "invalid",
    });
  });
});

describe("when a failed save is a conflict", () => {
  it("a 409 that carries the current page opens the conflict with that page", () => {
    const current = { ...project, revision: 5 };
    const err = new ApiError(409, "revision_conflict", "changed by someone else", { current });
    expect(conflictOf(err)).toBe(current);
  });

  it("anything else is a plain failure", () => {
    expect(conflictOf(new ApiError(409, "revision_conflict", "x", {}))).toBeNull();
    expect(conflictOf(new ApiError(409, "revision_conflict", "x", { current: { nope: 1 } }))).toBeNull();
    expect(conflictOf(new ApiError(400, "invalid_body", "x", { current: project }))).toBeNull();
    expect(conflictOf(new NetworkError("offline"))).toBeNull();
  });
});

describe("the save state", () => {
  const words = { saving: "Guardando…", unsaved: "Cambios sin guardar", saved: "Todo guardado" };

  it("says saving, then unsaved edits, then what the last save said, then 'saved'", () => {
    expect(saveStateText({ saving: true, dirty: true, note: "Guardado. Revisión 2." }, words)).toBe(
      "Guardando…",
    );
    expect(saveStateText({ saving: false, dirty: true, note: "Guardado. Revisión 2." }, words)).toBe(
      "Cambios sin guardar",
    );
    expect(saveStateText({ saving: false, dirty: false, note: "Guardado. Revisión 2." }, words)).toBe(
      "Guardado. Revisión 2.",
    );
    expect(saveStateText({ saving: false, dirty: false, note: "" }, words)).toBe("Todo guardado");
  });
});

describe("the draft kept in sessionStorage", () => {
  it("is left alone until the page is loaded, kept while unsaved, cleared once saved", () => {
    expect(draftStorageStep(false, true)).toBe("wait");
    expect(draftStorageStep(false, false)).toBe("wait");
    expect(draftStorageStep(true, true)).toBe("keep");
    expect(draftStorageStep(true, false)).toBe("clear");
  });
});

describe("keys and leaving", () => {
  const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it("Ctrl+S and Cmd+S save, with Shift or Caps Lock too; AltGr+S and a plain S do not", () => {
    expect(isSaveShortcut(key("s", { ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key("S", { metaKey: true }))).toBe(true);
    expect(isSaveShortcut(key("s", { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSaveShortcut(key("s"))).toBe(false);
    expect(isSaveShortcut(key("d", { ctrlKey: true }))).toBe(false);
  });

  it("asks before leaving unsaved edits for another screen, not for the same one or after a delete", () => {
    const editor = { pathname: "/admin/pages/hola" };
    const list = { pathname: "/admin" };
    expect(asksBeforeLeaving({ dirty: true, allowed: false }, editor, list)).toBe(true);
    expect(asksBeforeLeaving({ dirty: false, allowed: false }, editor, list)).toBe(false);
    expect(asksBeforeLeaving({ dirty: true, allowed: true }, editor, list)).toBe(false);
    expect(asksBeforeLeaving({ dirty: true, allowed: false }, editor, { pathname: editor.pathname })).toBe(
      false,
    );
  });
});
