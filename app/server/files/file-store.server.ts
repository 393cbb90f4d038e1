import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

export interface StoredFile {
  name: string;
  size: number;
  etag: string;
  modified: Date;
  read(): Readable;
}

/** Where uploaded and demo files live. Names are checked here, so nothing outside can be reached. */
export interface FileStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removes a stored file; false when there was none. */
  delete(name: string): Promise<boolean>;
  /** The names of every stored file (export walks them). */
  list(): AsyncIterable<string>;
}

/** Never follow a symlink; never wait on a FIFO (it then fails to read instead). */
const OPEN_FLAGS = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;

const CHUNK = 64 * 1024;

/**
 * The bytes of a regular file, opened again with the same flags: an entry swapped for a symlink
 * since get() fails to open (ELOOP), and anything but a regular file fails, so the answer is cut
 * short instead of carrying another file's bytes.
 */
async function* regularFileChunks(full: string): AsyncGenerator<Buffer> {
  const handle = await fs.promises.open(full, OPEN_FLAGS);
  try {
    if (!(await handle.stat()).isFile()) throw new Error("not a regular file");
    for (;;) {
      const buffer = Buffer.allocUnsafe(CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

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
        read: () => Readable.from(regularFileChunks(full), { objectMode: false }),
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

  /**
   * Regular files with a stored name, in name order; never a symlink or anything else, nor the
   * temporary file of a write in progress (`*.tmp`, renamed when complete).
   */
  async *list(): AsyncIterable<string> {
    const names: string[] = [];
    for await (const entry of await fs.promises.opendir(this.dir))
      if (entry.isFile() && isSafeFileName(entry.name) && !entry.name.endsWith(".tmp"))
        names.push(entry.name);
    yield* names.sort();
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
}
