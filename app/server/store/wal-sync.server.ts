import fs from "node:fs";
import { promisify } from "node:util";

const fsOpen = promisify(fs.open);
const fsFsync = promisify(fs.fsync);
const fsClose = promisify(fs.close);

/*
 * SQLite in WAL mode with `synchronous = FULL` made every commit wait for an fsync of the WAL inside the
 * commit, on the event loop: nothing else ran meanwhile (docs/performance.md "Figures behind the code"). With `synchronous = NORMAL` a commit returns as soon as its pages are written to the WAL; what
 * makes it durable is then an fsync of the WAL, which this runs in libuv's thread pool. An answer that
 * acknowledges a write waits for it (durable()), so an acknowledged write survives a power cut exactly as
 * with FULL, while the event loop serves other requests. One fsync covers every commit made before it
 * started (a group commit): ten saves in flight wait for one or two fsyncs, not ten.
 */

export type SyncFile = (file: string) => Promise<void>;

/**
 * fsync of a file through a descriptor kept open for it (Linux flushes the file's pages, whoever wrote
 * them). Opening and closing one for every flush made each flush three trips to libuv's thread pool
 * (open, fsync, close), each waiting for a turn of a busy event loop: a save's answer waited for all three.
 * SQLite keeps its WAL file (the same inode, truncated or reused) for as long as a connection is open,
 * and the store closes the descriptor when it closes its connection (close()).
 */
export class KeptFileSync {
  private readonly kept = new Map<string, Promise<number>>();
  private closed = false;

  readonly sync: SyncFile = async (file) => {
    // A flush asked after close() (a request finishing while the store closes) opens a descriptor of
    // its own for the while, instead of keeping one nobody would close.
    if (this.closed) return oneOffSync(file);
    let fd = this.kept.get(file);
    if (!fd) {
      fd = fsOpen(file, "r");
      this.kept.set(file, fd);
      // A file that is not there (yet) is asked again next time.
      fd.catch(() => this.kept.delete(file));
    }
    await fsFsync(await fd);
  };

  async close(): Promise<void> {
    this.closed = true;
    const fds = [...this.kept.values()];
    this.kept.clear();
    await Promise.all(fds.map((fd) => fd.then(fsClose, () => undefined)));
  }
}

async function oneOffSync(file: string): Promise<void> {
  const fd = await fsOpen(file, "r");
  try {
    await fsFsync(fd);
  } finally {
    await fsClose(fd);
  }
}

/** What the store asks of its write-ahead log: to wait until what is committed is on disk, and to let go. */
export interface DurableLog {
  durable(): Promise<void>;
  close(): Promise<void>;
}

export class WalSync implements DurableLog {
  /** Commits counted so far, and how many of them an fsync has covered. */
  private committed = 0;
  private synced = 0;
  private running: Promise<void> | undefined;

  private readonly databaseFile: string;
  private readonly sync: SyncFile;

  /** The descriptors flushed through, unless the caller brought its own way to flush (tests). */
  private readonly kept: KeptFileSync | undefined;

  constructor(databaseFile: string, sync?: SyncFile) {
    this.databaseFile = databaseFile;
    if (sync) this.sync = sync;
    else {
      this.kept = new KeptFileSync();
      this.sync = this.kept.sync;
    }
  }

  /** Closes the descriptors kept for flushing (the store's connection is closing). */
  async close(): Promise<void> {
    await this.running?.catch(() => undefined);
    await this.kept?.close();
  }

  /** A statement ended outside a transaction: whatever it wrote is committed (not yet durable). */
  markCommitted(): void {
    this.committed++;
  }

  /** Resolves once every commit made so far is on disk; rejects if the disk refused (the write may be lost). */
  async durable(): Promise<void> {
    const target = this.committed;
    while (this.synced < target) {
      this.running ??= this.syncOnce().finally(() => {
        this.running = undefined;
      });
      await this.running;
    }
  }

  private async syncOnce(): Promise<void> {
    const upTo = this.committed;
    try {
      await this.sync(`${this.databaseFile}-wal`);
    } catch (err) {
      // No WAL file: the last connection's checkpoint moved everything into the database file.
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      await this.sync(this.databaseFile);
    }
    this.synced = Math.max(this.synced, upTo);
  }
}
