import {
  imageFilesOf,
  responsiveImage,
  withImageSizes,
  type ResponsiveImage,
} from "../../content/responsive-images.ts";
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

/** The loader's data with its library images responsive (app/content/responsive-images.ts). */
export async function withResponsiveImages<T>(media: Pick<MediaStore, "mediaSizes">, data: T): Promise<T> {
  const names = imageFilesOf(data);
  if (!names.size) return data;
  const known = knownImages();
  const missing = [...names].filter((n) => !known.has(n));
  if (missing.length) {
    for (const size of await media.mediaSizes(missing)) {
      const image = responsiveImage(size);
      if (!image) continue;
      known.set(size.name, image);
      if (known.size > KEPT) known.delete(known.keys().next().value as string);
    }
  }
  return withImageSizes(data, (name) => known.get(name));
}
