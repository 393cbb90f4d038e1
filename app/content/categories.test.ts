import { describe, expect, it } from "vitest";
import {
  DEFAULT_CATEGORY,
  articleCategory,
  difficultyOf,
  docCategory,
  isArticleCategory,
} from "./categories.ts";

describe("article categories", () => {
  it("defaults to General", () => {
    expect(DEFAULT_CATEGORY).toBe("general");
    expect(articleCategory(undefined)).toBe("general");
    expect(articleCategory("  ")).toBe("general");
  });
  it("reads the known categories in any spelling or language", () => {
    expect(articleCategory("AI")).toBe("ai");
    expect(articleCategory("IA")).toBe("ai");
    expect(articleCategory("Ética")).toBe("ethics");
    expect(articleCategory("Tecnología")).toBe("technology");
    expect(articleCategory("investigación")).toBe("research");
    // "Traducidos" is no category of ours any more (no editor could assign it): shown as written.
    expect(articleCategory("Traducido")).toBe("traducido");
  });
  it("keeps an editor's own category, lower-cased", () => {
    expect(articleCategory("Salud")).toBe("salud");
    expect(isArticleCategory("salud")).toBe(false);
    expect(isArticleCategory("ethics")).toBe(true);
  });
});

describe("documentation categories and difficulty", () => {
  it("takes a known Category first", () => {
    expect(docCategory("api", "Reference")).toBe("api");
    expect(docCategory("Tutoriales", "Documentation")).toBe("tutorial");
    expect(docCategory("ejemplos", "Documentation")).toBe("examples");
  });
  it("falls back to what the template says, then guide", () => {
    expect(docCategory(undefined, "Tutorial")).toBe("tutorial");
    expect(docCategory("unknown", "Reference")).toBe("reference");
    expect(docCategory(undefined, "Guía")).toBe("guide");
    expect(docCategory(undefined, "Documentation")).toBe("guide");
  });
  it("reads difficulty levels in both languages", () => {
    expect(difficultyOf("beginner")).toBe("beginner");
    expect(difficultyOf("Intermedio")).toBe("intermediate");
    expect(difficultyOf("AVANZADO")).toBe("advanced");
    expect(difficultyOf("")).toBeUndefined();
    expect(difficultyOf(undefined)).toBeUndefined();
  });
});
