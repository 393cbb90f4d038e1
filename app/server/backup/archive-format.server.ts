import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/*
 * The export archive (docs/decisions/0015-export-and-import.md): a tar whose first entry is
 * manifest.json, then tables/<table>.ndjson (one JSON object per row, the columns of
 * app/server/store/archive-tables.server.ts), then files/<name> (each stored file's bytes). A name
 * ending in .gz or .tgz is gzipped.
 */

export const ARCHIVE_FORMAT = "simbiosis-export";
/** Raise it when an older import could no longer read what an export writes. */
export const ARCHIVE_VERSION = 1;

export const MANIFEST_ENTRY = "manifest.json";
export const TABLES_DIR = "tables/";
export const FILES_DIR = "files/";

const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  /** The database it was exported from. */
  source: z.enum(["sqlite", "postgres"]),
  /** The last migration the source had run: its tables have these columns. */
  migration: z.string(),
  /** Rows per archived table. */
  tables: z.record(z.string(), count),
  files: z.object({ count, bytes: count }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** What the operator is told, with a non-zero exit: the command was right, the situation refuses it. */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefusedError";
  }
}

export function gzipped(file: string): boolean {
  return /\.(gz|tgz)$/i.test(file);
}

/** "1.2 MB": sizes as an operator reads them. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(1)} ${units[i]}`;
}

/**
 * Writes a file under a temporary name beside `target`, then gives it the target's name only if that
 * is still free (a link never replaces a file): a half-written archive or backup never carries the
 * name, and an existing file is never overwritten.
 */
export async function writeNewFile(
  target: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  const full = path.resolve(target);
  if (fs.existsSync(full))
    throw new RefusedError(`${target} already exists: give another name or move it away.`);
  if (!fs.existsSync(path.dirname(full))) throw new RefusedError(`The folder of ${target} does not exist.`);
  const temporary = `${full}.partial-${randomBytes(4).toString("hex")}`;
  try {
    await write(temporary);
    await fs.promises.link(temporary, full);
  } catch (err) {
    if ((err as { code?: string }).code === "EEXIST")
      throw new RefusedError(`${target} already exists: give another name or move it away.`);
    throw err;
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}
