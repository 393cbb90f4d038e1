import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

/** Bytes `start` to `end` of a file, both included (as in HTTP's Range), within its size. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What get() found: the file's description, and a way to stream its bytes (never read whole). */
export interface StoredFile {
  name: string;
  size: number;
  /** A strong HTTP entity tag, quoted; the same in every copy of the server for the same stored file. */
  etag: string;
  modified: Date;
  /** The whole file, or one range of it; a stream that fails if the file changed since get(). */
  read(range?: ByteRange): Readable;
}

/**
 * Where uploaded and demo files live: a folder (FolderFileStore) or an S3 bucket (S3FileStore,
 * s3-file-store.server.ts). Names are checked here, so nothing outside can be reached. A missing file is
 * undefined or false; a store that cannot be reached throws, naming what failed.
 */
export interface FileStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removes a stored file; false when there was none. */
  delete(name: string): Promise<boolean>;
  /** The names of every stored file, in no particular order (only names get() can read). */
  list(): AsyncIterable<string>;
}

/** Never follow a symlink; never wait on a FIFO (it then fails to read instead). */
const OPEN_FLAGS = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;

const CHUNK = 64 * 1024;

/**
 * The bytes of a regular file (or of one range of it), opened again with the same flags: an entry
 * swapped for a symlink since get() fails to open (ELOOP), and anything but a regular file fails, so
 * the answer is cut short instead of carrying another file's bytes.
 */
async function* regularFileChunks(full: string, range?: ByteRange): AsyncGenerator<Buffer> {
  const handle = await fs.promises.open(full, OPEN_FLAGS);
  try {
    if (!(await handle.stat()).isFile()) throw new Error("not a regular file");
    let position = range?.start ?? 0;
    let left = range ? range.end - range.start + 1 : Infinity;
    while (left > 0) {
      const want = Math.min(CHUNK, left);
      const buffer = Buffer.allocUnsafe(want);
      const { bytesRead } = await handle.read(buffer, 0, want, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      left -= bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/** put()'s temporary names (`name.<8 hex>.tmp`): a write in progress, never a stored file. */
const TEMPORARY = /\.[0-9a-f]{8}\.tmp$/;

/** A safe stored name: one path segment of letters, digits, dot, dash and underscore; no leading dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes("..");
}

/** Turns a client's file name into a safe, unique stored name with the extension of the real type. */
export function storedNameFor(original: string, extension: string): string {
  const base = path
    .basename(original.replace(/\\/g, "/"))
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "file"}-${randomBytes(4).toString("hex")}.${extension}`;
}

export class FolderFileStore implements FileStore {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    fs.mkdirSync(this.dir, { recursive: true });
  }

  private pathOf(name: string): string | undefined {
    if (!isSafeFileName(name)) return undefined;
    const full = path.resolve(this.dir, name);
    return path.dirname(full) === this.dir ? full : undefined;
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const full = this.pathOf(name);
    if (!full) throw new Error(`unsafe file name: ${name}`);
    const tmp = `${full}.${randomBytes(4).toString("hex")}.tmp`;
    // "wx": never write through a symlink someone placed at the temporary name.
    await fs.promises.writeFile(tmp, bytes, { flag: "wx" });
    await fs.promises.rename(tmp, full);
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const full = this.pathOf(name);
    if (!full) return undefined;
    let handle: fs.promises.FileHandle | undefined;
    try {
      // lstat refuses a symlink, a directory or a FIFO without opening it (opening a FIFO would wait
      // for a writer); O_NOFOLLOW and the fstat of what was opened close the gap if the entry is
      // swapped between the two calls.
      if (!(await fs.promises.lstat(full)).isFile()) return undefined;
      handle = await fs.promises.open(full, OPEN_FLAGS);
      const st = await handle.stat();
      if (!st.isFile()) return undefined;
      const etag = `"${createHash("sha1").update(`${st.size}-${st.mtimeMs}-${name}`).digest("base64url").slice(0, 16)}"`;
      return {
        name,
        size: st.size,
        etag,
        modified: st.mtime,
        read: (range) => Readable.from(regularFileChunks(full, range), { objectMode: false }),
      };
    } catch {
      return undefined;
    } finally {
      await handle?.close().catch(() => {});
    }
  }

  async exists(name: string): Promise<boolean> {
    return (await this.get(name)) !== undefined;
  }

  async delete(name: string): Promise<boolean> {
    const full = this.pathOf(name);
    if (!full) return false;
    try {
      if (!(await fs.promises.lstat(full)).isFile()) return false;
      await fs.promises.unlink(full);
      return true;
    } catch {
      return false;
    }
  }

  async *list(): AsyncIterable<string> {
    const folder = await fs.promises.opendir(this.dir);
    // Dirent types come from the directory itself (lstat's view): symlinks, folders and FIFOs are left out.
    for await (const entry of folder) {
      if (entry.isFile() && isSafeFileName(entry.name) && !TEMPORARY.test(entry.name)) yield entry.name;
    }
  }
}
