import { imageSize } from "image-size";
import type { StoredFile } from "./file-store.server.ts";
import type { UploadProblem } from "./upload-problem.server.ts";

/**
 * The largest image the site accepts, and so the most any code that decodes an image (thumbnails,
 * resizing, metadata stripping) may ever have to hold: 40 megapixels is 160 MB as RGBA. Any later
 * image processing must import these, not restate them.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 16_384;

/** The raster types whose size is read from the header, by our type name → image-size's. */
const HEADER_TYPES: Record<string, string> = { png: "png", jpg: "jpg", gif: "gif", webp: "webp" };

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * The width and height an image's header declares, without decoding its pixels; undefined when the
 * header cannot be read or says another type than the one detected from the bytes.
 */
export function imageDimensions(bytes: Uint8Array, ext: string): ImageDimensions | undefined {
  const expected = HEADER_TYPES[ext];
  if (!expected) return undefined;
  // image-size reads through a DataView over the whole ArrayBuffer: a Buffer that is a slice of
  // Node's shared pool would let a truncated header be completed by a neighbour's bytes.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  try {
    const found = imageSize(own);
    if (found.type !== expected || !found.width || !found.height) return undefined;
    return { width: found.width, height: found.height };
  } catch {
    return undefined;
  }
}

/** Enough of a file to find its size in: JPEG keeps it after its metadata, which is rarely longer. */
const HEAD_BYTES = 512 * 1024;

/** The width and height of a stored PNG, JPEG, GIF or WebP from the start of the file; undefined for others. */
export async function storedImageSize(file: StoredFile): Promise<ImageDimensions | undefined> {
  const ext = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? "").toLowerCase().replace("jpeg", "jpg");
  if (!HEADER_TYPES[ext]) return undefined;
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = file.read();
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= HEAD_BYTES) break;
    }
  } catch {
    return undefined;
  } finally {
    stream.destroy();
  }
  return imageDimensions(new Uint8Array(Buffer.concat(chunks)), ext);
}

/** Why a PNG, JPEG, GIF or WebP is refused, if it is: an unreadable header, or too many pixels. */
export function imageProblem(bytes: Uint8Array, ext: string): UploadProblem | undefined {
  if (!HEADER_TYPES[ext]) return undefined;
  const size = imageDimensions(bytes, ext);
  if (!size) {
    return {
      status: 415,
      code: "unsupported_file_type",
      message: "The image's header cannot be read: the file is damaged or incomplete. Export it again.",
    };
  }
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return {
      status: 400,
      code: "image_too_large",
      message:
        `The image is ${width} × ${height} pixels; the most accepted is ${MAX_IMAGE_SIDE} pixels on a side ` +
        `and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all. Make it smaller and upload again.`,
    };
  }
  return undefined;
}
