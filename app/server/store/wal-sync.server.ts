import fs from "node:fs/promises";

/*
 * SQLite in WAL mode with `synchronous = FULL` made every commit wait for an fsync of the WAL (1.5–2 ms on
 * these machines) inside the commit, on the event loop: nothing else ran meanwhile, a third of a save's
 * time. With `synchronous = NORMAL` a commit returns as soon as its pages are written to the WAL; what
 * makes it durable is then an fsync of the WAL, which this runs in libuv's thread pool. An answer that
 * acknowledges a write waits for it (durable()), so an acknowledged write survives a power cut exactly as
 * with FULL, while the event loop serves other requests. One fsync covers every commit made before it
 * started (a group commit): ten saves in flight wait for one or two fsyncs, not ten.
 */

export type SyncFile = (file: string) => Promise<void>;

/** fsync of a file through a descriptor of its own (Linux flushes the file's pages, whoever wrote them). */
export async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class WalSync {
  /** Commits counted so far, and how many of them an fsync has covered. */
  private committed = 0;
  private synced = 0;
  private running: Promise<void> | undefined;

  private readonly databaseFile: string;
  private readonly sync: SyncFile;

  constructor(databaseFile: string, sync: SyncFile = fsyncFile) {
    this.databaseFile = databaseFile;
    this.sync = sync;
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
