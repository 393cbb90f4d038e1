/** What the operator's commands (backup, export, import) share: how they end. */
import { RefusedError, formatBytes, type Manifest } from "../app/server/backup/archive-format.server.ts";
import { ConfigError } from "../app/server/config.server.ts";

/** Misuse: exit code 2 with the usage. */
export function usage(text: string, message?: string): never {
  if (message) console.error(message);
  console.error(text);
  process.exit(2);
}

/**
 * Runs a command: a refusal or a bad configuration is its message and exit code 1 (no stack: the
 * operator did nothing wrong in the code's eyes); anything else is said as a failure, also exit code 1.
 */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    process.exitCode = 1;
    if (err instanceof RefusedError || err instanceof ConfigError) console.error(err.message);
    else console.error(`Failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** 20261123-233659: a file name's time, in UTC. */
export function stamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "42 published pages, 3 drafts, … and 16 files (94.8 KB)": what an archive holds. */
export function archiveContents(manifest: Manifest): string {
  const t = manifest.tables;
  return (
    `${count(t.pages ?? 0, "published page")}, ${count(t.page_drafts ?? 0, "draft")}, ` +
    `${count(t.page_revisions ?? 0, "revision")}, ${count(t.users ?? 0, "user")}, ` +
    `${count(t.subscribers ?? 0, "subscriber")}, ${count(t.contact_messages ?? 0, "message")} and ` +
    `${count(manifest.files.count, "file")} (${formatBytes(manifest.files.bytes)})`
  );
}
