import { readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";

/*
 * The e-mails written as .eml files when the server has no SMTP_URL (mailer.server.ts): they hold whole
 * messages, so they follow the mail queue's retention (MAIL_SENT_RETENTION_DAYS) and a person's erasure
 * (app/content/data-inventory.ts "mail-files").
 */

export function mailFolder(dataDir: string): string {
  return path.join(dataDir, "mail");
}

export interface MailFiles {
  /** Deletes the files written before `before`; how many. */
  purge(before: Date): Promise<number>;
  /** The files whose message names the address. */
  mentioning(address: string): Promise<string[]>;
  /** Deletes the files whose message names the address; how many. */
  erase(address: string): Promise<number>;
}

async function emlFiles(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => name.endsWith(".eml")).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/** A message's text as an address can be found in it: lower case, quoted-printable soft breaks joined. */
function searchable(bytes: Buffer): string {
  return bytes
    .toString("utf8")
    .replace(/=\r?\n/g, "")
    .toLowerCase();
}

export function mailFiles(dataDir: string): MailFiles {
  const folder = mailFolder(dataDir);
  const remove = async (name: string) => {
    try {
      await unlink(path.join(folder, name));
      return 1;
    } catch (err) {
      // Another copy sharing the folder removed it first.
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
      throw err;
    }
  };
  const mentioning = async (address: string) => {
    const needle = address.trim().toLowerCase();
    const found: string[] = [];
    for (const name of await emlFiles(folder)) {
      const bytes = await readFile(path.join(folder, name)).catch(() => undefined);
      if (bytes && searchable(bytes).includes(needle)) found.push(name);
    }
    return found;
  };
  return {
    async purge(before) {
      let n = 0;
      for (const name of await emlFiles(folder)) {
        const info = await stat(path.join(folder, name)).catch(() => undefined);
        if (info && info.mtimeMs < before.getTime()) n += await remove(name);
      }
      return n;
    },
    mentioning,
    async erase(address) {
      let n = 0;
      for (const name of await mentioning(address)) n += await remove(name);
      return n;
    },
  };
}
