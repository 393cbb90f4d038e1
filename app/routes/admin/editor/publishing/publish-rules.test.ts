import { describe, expect, it } from "vitest";
import type { LangState } from "../../../../content/publishing.ts";
import type { PageStatus } from "../../shell/api-client.ts";
import {
  defaultPublishLanguages,
  emptiedLeftBehind,
  isoToLocalTime,
  langStateKey,
  localTimeToIso,
  problemsFor,
  problemsOf,
} from "./publish-rules.ts";

const state = (s: Partial<LangState>): LangState => ({
  published: false,
  inDraft: false,
  changes: false,
  outOfDate: false,
  ...s,
});

function status(es: Partial<LangState>, en: Partial<LangState>): PageStatus {
  return {
    hasDraft: true,
    publishedRevision: null,
    languages: { es: state(es), en: state(en) },
    schedules: [],
    translation: {},
    updatedAt: "2026-11-23T10:00:00.000Z",
    updatedBy: null,
  };
}

describe("publishing rules", () => {
  it("names each language's state", () => {
    expect(langStateKey(state({ published: true, inDraft: true }))).toBe("published");
    expect(langStateKey(state({ published: true, inDraft: true, changes: true }))).toBe("changes");
    // Public, but a restore or an edit left the draft without text in it.
    expect(langStateKey(state({ published: true, changes: true }))).toBe("emptied");
    expect(langStateKey(state({ inDraft: true, changes: true }))).toBe("draftOnly");
    expect(langStateKey(state({}))).toBe("missing");
  });

  it("ticks the languages with pending text, else every language with text", () => {
    expect(defaultPublishLanguages(status({ inDraft: true, changes: true }, {}))).toEqual(["es"]);
    expect(
      defaultPublishLanguages(
        status({ inDraft: true, published: true }, { inDraft: true, published: true, changes: true }),
      ),
    ).toEqual(["en"]);
    expect(
      defaultPublishLanguages(status({ inDraft: true, published: true }, { inDraft: true, published: true })),
    ).toEqual(["es", "en"]);
    expect(defaultPublishLanguages(null)).toEqual(["es", "en"]);
  });

  it("asks before publishing one language while the other's draft was emptied", () => {
    const emptiedEn = status(
      { inDraft: true, published: true, changes: true },
      { published: true, changes: true },
    );
    expect(emptiedLeftBehind(emptiedEn, ["es"])).toEqual(["en"]);
    expect(emptiedLeftBehind(emptiedEn, ["es", "en"])).toEqual([]);
    const unpublishedEn = status({ inDraft: true, published: true }, {});
    expect(emptiedLeftBehind(unpublishedEn, ["es"])).toEqual([]);
  });

  it("reads a datetime-local value in the browser's zone and writes it back", () => {
    const iso = localTimeToIso("2027-06-01T09:30");
    expect(iso).not.toBeNull();
    expect(isoToLocalTime(new Date(iso as string))).toBe("2027-06-01T09:30");
    expect(localTimeToIso("")).toBeNull();
    expect(localTimeToIso("mañana")).toBeNull();
  });

  it("keeps only well-formed problems and finds a field's", () => {
    const problems = problemsOf({
      problems: [
        { code: "title_missing", severity: "error", lang: "en", field: "title" },
        { nonsense: true },
        "x",
      ],
    });
    expect(problems).toHaveLength(1);
    expect(problemsFor(problems, "Title", "en")).toHaveLength(1);
    expect(problemsFor(problems, "Title", "es")).toHaveLength(0);
    expect(problemsOf({})).toEqual([]);
  });
});
