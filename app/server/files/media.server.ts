import { createHash } from "node:crypto";
import type { MediaItem, MediaStore } from "../store/store.server.ts";
import type { FileStore } from "./file-store.server.ts";
import { imageDimensions } from "./image-check.server.ts";
import { makeVariants } from "./variants.server.ts";

/*
 * Storing an upload in the media library (issue 15, item 5): once per content. The same bytes again are
 * the file already stored; a new file is written with its responsive variants and recorded with its size.
 * Used by the upload call and by the demo seed, so every stored file is in the library.
 */

export interface StoreMediaInput {
  /** The stored name (storedNameFor for an upload; the demo's own names for the seed). */
  name: string;
  ext: string;
  bytes: Buffer;
  user: string | null;
  /** A PDF's page count when the caller already read it (the upload's check); else read here. */
  pages?: number | null;
}

export async function storeMedia(
  deps: { store: MediaStore; files: FileStore; warn?: (err: unknown, name: string) => void },
  input: StoreMediaInput,
): Promise<{ item: MediaItem; added: boolean }> {
  const { store, files } = deps;
  const hash = createHash("sha256").update(input.bytes).digest("hex");
  const known = await store.mediaByHash(hash);
  if (known && (await files.exists(known.name))) return { item: known, added: false };
  const { name, ext, bytes } = input;
  const size = ext === "svg" || ext === "pdf" ? undefined : imageDimensions(bytes, ext);
  const pages = ext !== "pdf" ? null : input.pages !== undefined ? input.pages : await pageCount(bytes);
  // A copy that cannot be made (an image sharp cannot decode) leaves the original alone, served as it is.
  const variants = await makeVariants(name, ext, bytes).catch((err: unknown) => {
    deps.warn?.(err, name);
    return [];
  });
  for (const v of variants) await files.put(v.name, v.bytes);
  await files.put(name, bytes);
  if (known) await store.deleteMedia(known.name); // its file was gone: this upload replaces the record
  const result = await store.addMedia({
    name,
    hash,
    ext,
    size: bytes.length,
    width: size?.width ?? null,
    height: size?.height ?? null,
    pages,
    variants: variants.map(({ bytes: _bytes, ...v }) => v),
    alt: {},
    caption: {},
    createdAt: new Date().toISOString(),
    createdBy: input.user,
  });
  if (!result.added && result.item.name !== name) {
    // Another upload of the same bytes won the race: keep its copy, drop ours.
    for (const v of variants) await files.delete(v.name);
    await files.delete(name);
  }
  return result;
}

async function pageCount(bytes: Buffer): Promise<number | null> {
  // pdf-lib is loaded by the first PDF uploaded, not by every server start.
  const { inspectPdf } = await import("./pdf-check.server.ts");
  const inspected = await inspectPdf(bytes);
  return inspected.problem ? null : inspected.pages;
}
