import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import type { Services } from "../services.server.ts";
import { ARCHIVED_TABLES } from "../store/archive-tables.server.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  FILES_DIR,
  MANIFEST_ENTRY,
  TABLES_DIR,
  gzipped,
  writeNewFile,
  type Manifest,
} from "./archive-format.server.ts";

export interface ExportSummary {
  file: string;
  manifest: Manifest;
  /** The archive's size. */
  bytes: number;
}

/** Adds an entry whose bytes come as a stream, waiting whenever the archive's reader is behind. */
function addEntry(
  pack: tar.Pack,
  header: Parameters<tar.Pack["entry"]>[0],
  body: AsyncIterable<Uint8Array>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const entry = pack.entry(header, (err) => (err ? reject(err) : resolve()));
    void (async () => {
      for await (const chunk of body)
        if (!entry.write(Buffer.from(chunk)))
          await new Promise<void>((drained) => entry.once("drain", () => drained()));
      entry.end(null);
    })().catch((err: unknown) => {
      entry.destroy(err as Error);
      reject(err as Error);
    });
  });
}

/**
 * Writes the whole site to a new tar at `target` (docs/decisions/0015-export-and-import.md): every
 * archived table read from one snapshot while the site keeps serving, then every stored file. Each
 * table is written to a temporary file first (a tar entry states its size before its bytes).
 */
export async function exportSite(
  site: Pick<Services, "store" | "files">,
  target: string,
  options: { now?: Date } = {},
): Promise<ExportSummary> {
  const { store, files } = site;
  const createdAt = (options.now ?? new Date()).toISOString();
  let manifest!: Manifest;
  await writeNewFile(target, async (temporary) => {
    const parts = await fs.promises.mkdtemp(`${temporary}-tables-`);
    try {
      const migration = await store.migrationLevel();
      if (!migration) throw new Error("The database has no migrations: it is not a Simbiosis store.");
      const tables: Record<string, number> = {};
      await store.readArchive(async (read) => {
        for (const table of ARCHIVED_TABLES) {
          let n = 0;
          async function* lines() {
            for await (const row of read(table)) {
              n++;
              yield `${JSON.stringify(row)}\n`;
            }
          }
          await pipeline(Readable.from(lines()), fs.createWriteStream(`${parts}/${table.name}.ndjson`));
          tables[table.name] = n;
        }
      });
      // Files after the snapshot: an upload since then is kept (unlisted), one deleted since is left out.
      const stored: { name: string; size: number; modified: Date; read(): Readable }[] = [];
      for await (const name of files.list()) {
        const file = await files.get(name);
        if (file) stored.push(file);
      }
      manifest = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt,
        source: store.kind,
        migration,
        tables,
        files: { count: stored.length, bytes: stored.reduce((sum, f) => sum + f.size, 0) },
      };

      const pack = tar.pack();
      // Owner only: the archive holds password hashes, addresses and the site's secrets.
      const out = fs.createWriteStream(temporary, { flags: "wx", mode: 0o600 });
      const written = gzipped(target) ? pipeline(pack, createGzip(), out) : pipeline(pack, out);
      const mtime = new Date(createdAt);
      try {
        pack.entry({ name: MANIFEST_ENTRY, mtime }, `${JSON.stringify(manifest, null, 2)}\n`);
        for (const table of ARCHIVED_TABLES) {
          const part = `${parts}/${table.name}.ndjson`;
          const { size } = await fs.promises.stat(part);
          await addEntry(
            pack,
            { name: `${TABLES_DIR}${table.name}.ndjson`, size, mtime },
            fs.createReadStream(part),
          );
        }
        for (const file of stored)
          await addEntry(
            pack,
            { name: `${FILES_DIR}${file.name}`, size: file.size, mtime: file.modified },
            file.read(),
          );
        pack.finalize();
      } catch (err) {
        pack.destroy(err as Error);
        await written.catch(() => undefined);
        throw err;
      }
      await written;
    } finally {
      await fs.promises.rm(parts, { recursive: true, force: true });
    }
  });
  return { file: target, manifest, bytes: (await fs.promises.stat(target)).size };
}
