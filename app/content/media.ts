import type { Lang } from "./page-model.ts";

/*
 * A file of the media library as the server keeps it and the editing area shows it (issue 15, item 5).
 */

/** A responsive copy of an uploaded image, made at upload. */
export interface MediaVariant {
  name: string;
  width: number;
  height: number;
  format: "webp" | "avif";
  size: number;
}

/** One stored upload: its name, type, size, pixel size (images), copies and texts per language. */
export interface MediaRecord {
  name: string;
  ext: string;
  size: number;
  width: number | null;
  height: number | null;
  /** A PDF's page count (null for images, or a PDF that does not say). */
  pages: number | null;
  variants: MediaVariant[];
  alt: Partial<Record<Lang, string>>;
  caption: Partial<Record<Lang, string>>;
  createdAt: string;
  createdBy: string | null;
}

export type MediaTextsChange = Partial<Record<"alt" | "caption", Partial<Record<Lang, string>>>>;

/**
 * Whether a change of a file's texts replaces one already written (not only fills an empty one): what
 * only someone who may publish does, since the public pages show the library's texts (issue 41, item 3).
 */
export function rewritesTexts(
  stored: Pick<MediaRecord, "alt" | "caption">,
  change: MediaTextsChange,
): boolean {
  return (["alt", "caption"] as const).some((field) =>
    Object.entries(change[field] ?? {}).some(([lang, text]) => {
      const before = stored[field][lang as Lang]?.trim() ?? "";
      return before !== "" && before !== (text ?? "").trim();
    }),
  );
}
