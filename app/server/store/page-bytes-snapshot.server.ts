import type { StoredPageBytes } from "./store.server.ts";

/** What the snapshot reads, from the store it belongs to. */
export interface PageBytesSource {
  contentVersion(): Promise<number>;
  /**
   * The pages written after `version`, up to `latest` (read before the pages are): undefined when the
   * record of changes cannot say (pruned, or written by something that records none).
   */
  pagesChangedSince(version: number): Promise<{ latest: number; pages: string[] } | undefined>;
  /** Every page, in the database's order of names (its collation, which JavaScript cannot repeat). */
  readAll(): Promise<StoredPageBytes[]>;
  /** These pages as they are now; a page that is gone is left out. */
  read(names: readonly string[]): Promise<StoredPageBytes[]>;
}

interface Snapshot {
  /** Every change up to this version is in it (some later ones may be too: never older). */
  version: number;
  order: readonly string[];
  position: ReadonlyMap<string, number>;
  byName: ReadonlyMap<string, StoredPageBytes>;
  bytes: number;
}

/**
 * A site of a few hundred pages keeps them all: 160 pages are 800 KB. Beyond this the full list is
 * read from the database each time, as before: holding tens of MB for an API answer is not worth it.
 */
export const SNAPSHOT_MAX_BYTES = 8 * 1024 * 1024;
/** A site found too large is tried again only after this many writes (it may have shrunk). */
const RETRY_AFTER_VERSIONS = 200;

export interface ListSlice {
  limit?: number | undefined;
  startKey?: string | undefined;
}

/**
 * Every page's stored bytes, kept between full lists of the API. Each save made the whole list a miss
 * of the response cache, and reading 800 KB of documents again was most of a list's cost (decision
 * 0022); a list now reads only the pages written since, from the record of changes that the response
 * caches of every copy already trust (so every writer of `pages` records its change, as they must).
 * A created or removed page reads the list again in full: only then can the order change.
 */
export class PageBytesSnapshot {
  private snapshot: Snapshot | undefined;
  private refreshing: Promise<Snapshot> | undefined;
  private tooBigAt: number | undefined;

  private readonly source: PageBytesSource;
  private readonly maxBytes: number;

  constructor(source: PageBytesSource, maxBytes = SNAPSHOT_MAX_BYTES) {
    this.source = source;
    this.maxBytes = maxBytes;
  }

  /**
   * A slice of the list as current as the content version read now, or undefined when the caller
   * should read the database: the site is too large, a paged list asked before any full one, or
   * `startKey` is not a page name (where it falls is the database's collation to say).
   */
  async list(slice: ListSlice): Promise<{ items: StoredPageBytes[]; lastKey?: string } | undefined> {
    const paged = slice.limit !== undefined || slice.startKey !== undefined;
    if (paged && !this.snapshot) return undefined;
    const snap = await this.current();
    if (!snap) return undefined;
    let from = 0;
    if (slice.startKey !== undefined) {
      const at = snap.position.get(slice.startKey);
      if (at === undefined) return undefined;
      from = at + 1;
    }
    const end = slice.limit ? Math.min(from + slice.limit, snap.order.length) : snap.order.length;
    const items = snap.order.slice(from, end).map((name) => snap.byName.get(name)!);
    const lastKey = slice.limit && end < snap.order.length ? snap.order[end - 1] : undefined;
    return lastKey === undefined ? { items } : { items, lastKey };
  }

  /** The bytes it holds (0 when it holds none): what it costs in memory. */
  get bytes(): number {
    return this.snapshot?.bytes ?? 0;
  }

  private async current(): Promise<Snapshot | undefined> {
    const version = await this.source.contentVersion();
    if (this.tooBigAt !== undefined && version < this.tooBigAt + RETRY_AFTER_VERSIONS) return undefined;
    // At most twice: a refresh started after `version` was read has read a version at least as new.
    for (;;) {
      const snap = this.snapshot;
      if (snap && snap.version >= version) return snap;
      const got = await (this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined)));
      if (!got || got.version >= version) return got;
    }
  }

  private async refresh(): Promise<Snapshot> {
    const old = this.snapshot;
    if (old) {
      const changed = await this.source.pagesChangedSince(old.version);
      if (changed) {
        const names = [...new Set(changed.pages)];
        const rows = names.length ? await this.source.read(names) : [];
        if (rows.length === names.length && names.every((n) => old.byName.has(n))) {
          const byName = new Map(old.byName);
          let bytes = old.bytes;
          for (const row of rows) {
            bytes += row.json.length - (byName.get(row.name)?.json.length ?? 0);
            byName.set(row.name, row);
          }
          return this.keep({ ...old, version: changed.latest, byName, bytes });
        }
      }
    }
    const version = await this.source.contentVersion();
    const rows = await this.source.readAll();
    const order = rows.map((r) => r.name);
    return this.keep({
      version,
      order,
      position: new Map(order.map((name, i) => [name, i])),
      byName: new Map(rows.map((r) => [r.name, r])),
      bytes: rows.reduce((n, r) => n + r.json.length, 0),
    });
  }

  /** Keeps what it read, unless too large: then it serves only the list that read it. */
  private keep(snap: Snapshot): Snapshot {
    if (snap.bytes > this.maxBytes) {
      this.snapshot = undefined;
      this.tooBigAt = snap.version;
      return snap;
    }
    this.tooBigAt = undefined;
    this.snapshot = snap;
    return snap;
  }
}
