import type { MediaVariant } from "../store/store.server.ts";
import { MAX_IMAGE_PIXELS } from "./image-check.server.ts";

/*
 * Responsive copies of an uploaded raster image (issue 15, item 5): WebP and AVIF in a few widths, never
 * wider than the original, each with its width and height, so the public site can offer `srcset` and
 * reserve the image's space. SVG needs none (it scales); GIF is left as it is (it may be animated).
 */

/** The widths made, in CSS pixels at 1x; a phone's column, a tablet's, a wide screen's. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const FORMATS = ["webp", "avif"] as const;
const RESIZABLE = new Set(["png", "jpg", "jpeg", "webp"]);

export interface MadeVariant extends MediaVariant {
  bytes: Buffer;
}

/** `logo-1a2b3c4d.png` → `logo-1a2b3c4d-w480.webp`. */
export function variantName(stored: string, width: number, format: string): string {
  return `${stored.replace(/\.[a-z0-9]+$/i, "")}-w${width}.${format}`;
}

/** The copies of an image to store beside it, smallest first; none for a type that needs none. */
export async function makeVariants(stored: string, ext: string, bytes: Buffer): Promise<MadeVariant[]> {
  if (!RESIZABLE.has(ext)) return [];
  // Loaded by the first upload that needs it: a server that only reads keeps libvips out of its memory.
  const { default: sharp } = await import("sharp");
  // The pixel cap the upload already checked from the header, enforced again on decoding.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  const { width = 0 } = await image.metadata();
  // The original's own width is offered too when it is between the steps (a 1200 px image gets 480, 960, 1200).
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 0;
  if (widths.length > 0 && width < widest) widths.push(width);
  // All copies at once: sharp encodes on libuv's pool, so they share the cores instead of waiting in turn.
  const jobs = widths.flatMap((w) =>
    FORMATS.map(async (format): Promise<MadeVariant> => {
      const pipeline = image.clone().resize({ width: w, withoutEnlargement: true });
      const { data, info } = await (
        format === "webp" ? pipeline.webp({ quality: 80 }) : pipeline.avif({ quality: 55, effort: 2 })
      ).toBuffer({ resolveWithObject: true });
      return {
        name: variantName(stored, w, format),
        width: info.width,
        height: info.height,
        format,
        size: data.length,
        bytes: data,
      };
    }),
  );
  return Promise.all(jobs);
}
