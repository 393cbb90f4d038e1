import fs from "node:fs";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { isSafeFileName } from "../files/file-store.server.ts";
import type { Services } from "../services.server.ts";
import { archivedTable, type ArchivedTable, type ArchiveRow } from "../store/archive-tables.server.ts";
import { ArchiveDataError, archiveValue } from "../store/repositories/archive.server.ts";
import { migrationProvider } from "../store/migrations.server.ts";
import { StoreNotEmptyError } from "../store/store.server.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  FILES_DIR,
  MANIFEST_ENTRY,
  RefusedError,
  TABLES_DIR,
  manifestSchema,
  type Manifest,
} from "./archive-format.server.ts";

export interface ImportSummary {
  manifest: Manifest;
}

/** Rows inserted per call: a batch is one or a few statements. */
const BATCH_ROWS = 500;
/** ...unless their texts add up to this many characters first (revisions can be long). */
const BATCH_CHARS = 4_000_000;
/** The largest manifest read (it has one number per table). */
const MANIFEST_MAX = 64 * 1024;

type Entry = tar.Extract extends AsyncIterable<infer E> ? E : never;

/** The entry's bytes, whole. */
async function bytesOf(entry: Entry, limit = Infinity): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ArchiveDataError(`${entry.header.name} is larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The entry's lines (one row each), decoded as UTF-8 across chunk boundaries. */
async function* linesOf(entry: Entry): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new ArchiveDataError(`${entry.header.name} is not UTF-8 text.`);
    }
  };
  // The start of a line that has not ended yet, in pieces: a long line is joined once, not per chunk.
  let pending: string[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    const text = decode(chunk);
    let from = 0;
    for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", from)) {
      pending.push(text.slice(from, end));
      yield pending.join("");
      pending = [];
      from = end + 1;
    }
    pending.push(text.slice(from));
  }
  pending.push(decode());
  const last = pending.join("");
  if (last) yield last;
}

/** Checks a manifest: this code's format, a version and a migration it knows. */
async function readManifest(bytes: Buffer, file: string): Promise<Manifest> {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new RefusedError(`${file} is not a Simbiosis export: its manifest.json is not JSON.`);
  }
  const head = data as { format?: unknown; version?: unknown; migration?: unknown };
  if (head.format !== ARCHIVE_FORMAT) throw new RefusedError(`${file} is not a Simbiosis export.`);
  if (typeof head.version === "number" && head.version > ARCHIVE_VERSION)
    throw new RefusedError(
      `${file} was made by a newer version of Simbiosis (archive format ${head.version}; this one reads ` +
        `format ${ARCHIVE_VERSION}): update Simbiosis, then import.`,
    );
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) throw new RefusedError(`${file} has a damaged manifest.json: ${parsed.error.message}`);
  const manifest = parsed.data;
  const known = Object.keys(await migrationProvider("sqlite").getMigrations()).sort();
  if (!known.includes(manifest.migration))
    throw new RefusedError(
      `${file} was made by a newer version of Simbiosis (its database had run migration ` +
        `${manifest.migration}; this one knows up to ${known.at(-1)}): update Simbiosis, then import.`,
    );
  return manifest;
}

/** A row of a table entry, checked against the table's columns; every row of a table has the same columns. */
function rowOf(table: ArchivedTable, line: string, where: string, columns: string[] | undefined): ArchiveRow {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    throw new ArchiveDataError(`${where} is not JSON.`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new ArchiveDataError(`${where} is not a row.`);
  const raw = data as Record<string, unknown>;
  const row: ArchiveRow = {};
  for (const [name, value] of Object.entries(raw)) {
    const column = table.columns.find((c) => c.name === name);
    if (!column) throw new ArchiveDataError(`${where}: ${table.name} has no column ${name}.`);
    row[name] = archiveValue(table.name, column, value, where, "archive");
  }
  const names = Object.keys(row);
  if (columns && (names.length !== columns.length || names.some((n) => !columns.includes(n))))
    throw new ArchiveDataError(`${where} has other columns than the rows before it.`);
  for (const key of table.key) if (!(key in row)) throw new ArchiveDataError(`${where} has no ${key}.`);
  return row;
}

/**
 * Loads an archive made by exportSite into an empty store and an empty files folder
 * (docs/decisions/0015-export-and-import.md). The database is migrated already (openStore); the rows go
 * in one transaction, with the files written during it: when anything fails, the transaction is rolled
 * back and the files written so far removed, so the store is as empty as it was. Refusals (not an
 * export, a newer one, a store with a site, a damaged archive) are RefusedErrors.
 */
export async function importSite(
  site: Pick<Services, "store" | "files">,
  file: string,
): Promise<ImportSummary> {
  const { store, files } = site;
  let input: fs.ReadStream | undefined;
  // Set when reading the archive failed (not a tar, cut short, a gzip that is not one).
  let unreadable: Error | undefined;
  try {
    const handle = await fs.promises.open(file);
    const magic = Buffer.alloc(2);
    await handle.read(magic, 0, 2, 0);
    await handle.close();
    input = fs.createReadStream(file);
    const extract = tar.extract();
    const source = magic[0] === 0x1f && magic[1] === 0x8b ? input.pipe(createGunzip()) : input;
    const fail = (err: Error) => {
      unreadable ??= err;
      extract.destroy(err);
    };
    input.on("error", fail);
    source.on("error", fail);
    extract.on("error", fail);
    source.pipe(extract as unknown as NodeJS.WritableStream);
    return await loadEntries(store, files, file, extract[Symbol.asyncIterator]());
  } catch (err) {
    if (err instanceof RefusedError) throw err;
    if ((err as { code?: string }).code === "ENOENT" && !input)
      throw new RefusedError(`${file} does not exist.`);
    if (err instanceof StoreNotEmptyError) throw new RefusedError(notEmpty(err.message));
    if (err instanceof ArchiveDataError)
      throw new RefusedError(`${file} is damaged: ${err.message} Nothing was imported.`);
    if (unreadable)
      throw new RefusedError(
        `${file} is not a whole tar archive (${unreadable.message}). Nothing was imported.`,
      );
    throw err;
  } finally {
    input?.destroy();
  }
}

function notEmpty(found: string): string {
  return (
    `${found} An import loads a whole site into an empty store: point DATA_DIR (and DATABASE_URL) at ` +
    "new ones, and import before the server first starts there (its first start creates an admin and the demo content)."
  );
}

async function loadEntries(
  store: Services["store"],
  files: Services["files"],
  file: string,
  entries: AsyncIterator<Entry>,
): Promise<ImportSummary> {
  const first = await entries.next();
  if (first.done || first.value.header.name !== MANIFEST_ENTRY)
    throw new RefusedError(`${file} is not a Simbiosis export: it does not begin with ${MANIFEST_ENTRY}.`);
  const manifest = await readManifest(await bytesOf(first.value, MANIFEST_MAX), file);

  const occupied = await store.occupiedTables();
  if (Object.keys(occupied).length) throw new StoreNotEmptyError(occupied);
  for await (const name of files.list())
    throw new RefusedError(notEmpty(`The file store is not empty (it holds ${name}).`));

  const written = new Set<string>();
  try {
    await store.loadArchive(async (insert) => {
      const rowsRead: Record<string, number> = {};
      let filesRead = 0;
      let bytesRead = 0;
      for (let next = await entries.next(); !next.done; next = await entries.next()) {
        const entry = next.value;
        const { name, type } = entry.header;
        if (type === "directory") {
          entry.resume();
          continue;
        }
        if (type !== "file") throw new ArchiveDataError(`${name} is a ${type}, not a file.`);
        if (name.startsWith(TABLES_DIR) && name.endsWith(".ndjson")) {
          const table = archivedTable(name.slice(TABLES_DIR.length, -".ndjson".length));
          if (!table) throw new ArchiveDataError(`${name} is not a table this version knows.`);
          if (table.name in rowsRead) throw new ArchiveDataError(`${name} comes twice.`);
          let n = 0;
          let batch: ArchiveRow[] = [];
          let chars = 0;
          let columns: string[] | undefined;
          for await (const line of linesOf(entry)) {
            if (!line) continue;
            n++;
            const row = rowOf(table, line, `${name} line ${n}`, columns);
            columns ??= Object.keys(row);
            // What describes the database it came from (its content version) is never taken over.
            if (table.skipRows?.(row)) continue;
            batch.push(row);
            chars += line.length;
            if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
              await insert(table, batch);
              batch = [];
              chars = 0;
            }
          }
          await insert(table, batch);
          rowsRead[table.name] = n;
        } else if (name.startsWith(FILES_DIR)) {
          const stored = name.slice(FILES_DIR.length);
          if (!isSafeFileName(stored))
            throw new ArchiveDataError(`${name} is not a name a stored file can have.`);
          if (written.has(stored)) throw new ArchiveDataError(`${name} comes twice.`);
          const bytes = await bytesOf(entry);
          written.add(stored);
          await files.put(stored, bytes);
          filesRead++;
          bytesRead += bytes.length;
        } else throw new ArchiveDataError(`${name} is not part of a Simbiosis export.`);
      }
      // Every table and file the manifest counts must have come whole: a cut archive loads nothing.
      for (const table of new Set([...Object.keys(manifest.tables), ...Object.keys(rowsRead)])) {
        const n = manifest.tables[table] ?? 0;
        if ((rowsRead[table] ?? 0) !== n)
          throw new ArchiveDataError(
            `the manifest counts ${n} rows of ${table}, the archive holds ${rowsRead[table] ?? 0}.`,
          );
      }
      if (filesRead !== manifest.files.count || bytesRead !== manifest.files.bytes)
        throw new ArchiveDataError(
          `the manifest counts ${manifest.files.count} files (${manifest.files.bytes} bytes), the archive holds ${filesRead} (${bytesRead} bytes).`,
        );
    });
  } catch (err) {
    for (const name of written) await files.delete(name);
    throw err;
  }
  return { manifest };
}
