import {
  imageFilesOf,
  responsiveImage,
  withImageSizes,
  type ImageTexts,
  type ResponsiveImage,
} from "../../content/responsive-images.ts";
import type { Lang } from "../../content/page-model.ts";
import type { MediaStore } from "../store/store.server.ts";
import { memo } from "../memo.server.ts";

/*
 * The sizes and copies of the library images a screen shows, looked up once per render (one query for all
 * of them) and kept in the process: a library file's size and copies are made at upload and never change,
 * so a kept answer cannot go stale. Files outside the library (the demo's older names, outside links)
 * are not kept: they are asked again, and stay plain images.
 */

const KEPT = 5000;
const knownImages = memo("site: responsive images", () => new Map<string, ResponsiveImage>());

/** A stored text in one language: anything but a string (a hand-edited row) is no text. */
function textOf(texts: Partial<Record<Lang, unknown>>, lang: Lang): string {
  const text = texts[lang];
  return typeof text === "string" ? text : "";
}

/**
 * The loader's data with its library images responsive (app/content/responsive-images.ts) and described
 * by the library in `lang`. Texts change, so they are read for every render: one query for all the images.
 */
export async function withResponsiveImages<T>(
  media: Pick<MediaStore, "mediaSizes" | "mediaTexts">,
  lang: Lang,
  data: T,
): Promise<T> {
  const names = imageFilesOf(data);
  if (!names.size) return data;
  const known = knownImages();
  const missing = [...names].filter((n) => !known.has(n));
  const [sizes, stored] = await Promise.all([
    missing.length ? media.mediaSizes(missing) : [],
    media.mediaTexts([...names]),
  ]);
  const texts = new Map<string, ImageTexts>(
    stored.map((t) => [t.name, { alt: textOf(t.alt, lang), caption: textOf(t.caption, lang) }]),
  );
  for (const size of sizes) {
    const image = responsiveImage(size);
    if (!image) continue;
    known.set(size.name, image);
    if (known.size > KEPT) known.delete(known.keys().next().value as string);
  }
  return withImageSizes(
    data,
    (name) => known.get(name),
    (name) => texts.get(name),
  );
}
