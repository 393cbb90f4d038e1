import { fieldKey } from "./entries.ts";

/*
 * Categories and difficulty levels (docs/product.md "Business constants"), read from what editors
 * type: "IA", "Ética", "Tutoriales"... all land on one key that the dictionaries translate.
 */

/** The article categories the list can filter by ("all" is the absence of a filter). */
export const ARTICLE_CATEGORIES = ["general", "ai", "ethics", "technology", "research"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
/** An article without a category is "General" (docs/product.md "Business constants"). */
export const DEFAULT_CATEGORY: ArticleCategory = "general";

/** The documentation categories the tabs can show. */
export const DOC_CATEGORIES = ["guide", "tutorial", "api", "reference", "examples"] as const;
export type DocCategory = (typeof DOC_CATEGORIES)[number];

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const ARTICLE_SYNONYMS: Record<string, ArticleCategory> = {
  general: "general",
  ai: "ai",
  ia: "ai",
  artificialintelligence: "ai",
  inteligenciaartificial: "ai",
  ethics: "ethics",
  etica: "ethics",
  technology: "technology",
  tech: "technology",
  tecnologia: "technology",
  research: "research",
  investigacion: "research",
};

/**
 * The category key of an article: a known category (whatever its spelling or language), the editor's
 * own word (lower-cased) when it is not one of ours, or "general" when there is none.
 */
export function articleCategory(raw: string | undefined): string {
  const key = fieldKey(raw ?? "");
  if (!key) return DEFAULT_CATEGORY;
  return ARTICLE_SYNONYMS[key] ?? (raw ?? "").trim().toLowerCase();
}

export function isArticleCategory(value: string): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}

const DOC_SYNONYMS: Record<string, DocCategory> = {
  guide: "guide",
  guides: "guide",
  guia: "guide",
  guias: "guide",
  tutorial: "tutorial",
  tutorials: "tutorial",
  tutoriales: "tutorial",
  api: "api",
  reference: "reference",
  referencia: "reference",
  examples: "examples",
  example: "examples",
  ejemplo: "examples",
  ejemplos: "examples",
};

/** The template words that say which documentation category a page is in, when it has no Category. */
const DOC_TEMPLATE_HINTS: Array<[string, DocCategory]> = [
  ["tutorial", "tutorial"],
  ["example", "examples"],
  ["ejemplo", "examples"],
  ["api", "api"],
  ["reference", "reference"],
  ["referencia", "reference"],
  ["guide", "guide"],
  ["guia", "guide"],
];

/**
 * The documentation category of a page: its Category when it is one of the documentation
 * categories, else what its template says (Tutorial, Reference...), else "guide".
 */
export function docCategory(category: string | undefined, template: string): DocCategory {
  const fromCategory = DOC_SYNONYMS[fieldKey(category ?? "")];
  if (fromCategory) return fromCategory;
  const t = fieldKey(template);
  return DOC_TEMPLATE_HINTS.find(([hint]) => t.includes(hint))?.[1] ?? "guide";
}

const DIFFICULTY_SYNONYMS: Record<string, Difficulty> = {
  beginner: "beginner",
  basic: "beginner",
  principiante: "beginner",
  basico: "beginner",
  inicial: "beginner",
  intermediate: "intermediate",
  intermedio: "intermediate",
  medio: "intermediate",
  advanced: "advanced",
  avanzado: "advanced",
  experto: "advanced",
};

export function difficultyOf(raw: string | undefined): Difficulty | undefined {
  return DIFFICULTY_SYNONYMS[fieldKey(raw ?? "")];
}
