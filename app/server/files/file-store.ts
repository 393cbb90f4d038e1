import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface StoredFile {
  name: string;
  size: number;
  etag: string;
  modified: Date;
  read(): fs.ReadStream;
}

/** Where uploaded and demo files live. Names are checked here, so nothing outside can be reached. */
export interface FileStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
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
    await fs.promises.writeFile(tmp, bytes);
    await fs.promises.rename(tmp, full);
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const full = this.pathOf(name);
    if (!full) return undefined;
    try {
      const st = await fs.promises.stat(full);
      if (!st.isFile()) return undefined;
      const etag = `"${createHash("sha1").update(`${st.size}-${st.mtimeMs}-${name}`).digest("base64url").slice(0, 16)}"`;
      return { name, size: st.size, etag, modified: st.mtime, read: () => fs.createReadStream(full) };
    } catch {
      return undefined;
    }
  }

  async exists(name: string): Promise<boolean> {
    return (await this.get(name)) !== undefined;
  }
}
