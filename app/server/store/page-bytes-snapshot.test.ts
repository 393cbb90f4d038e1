import { describe, expect, it } from "vitest";
import { PageBytesSnapshot, type PageBytesSource } from "./page-bytes-snapshot.server.ts";
import type { StoredPageBytes } from "./store.server.ts";

/*
 * The snapshot's own rules, over a source held in memory: a real store cannot be stopped in the middle
 * of a read at a chosen moment, which is what the race below needs. The same rules against SQLite and
 * PostgreSQL: tests/integration/page-bytes-snapshot.test.ts.
 */
class MemorySource implements PageBytesSource {
  version = 0;
  private readonly pages = new Map<string, StoredPageBytes>();
  private readonly changes: string[] = [];
  /** While set, the record of changes answers only once it is released. */
  hold: Promise<void> | undefined;
  reads = 0;

  write(name: string, text: string) {
    this.version++;
    this.changes.push(name);
    this.pages.set(name, { name, template: "Page", json: Buffer.from(JSON.stringify({ Page: name, text })) });
  }

  async contentVersion() {
    return this.version;
  }

  async pagesChangedSince(version: number) {
    const latest = this.version;
    const pages = this.changes.slice(version, latest);
    await this.hold;
    return { latest, pages };
  }

  async readAll() {
    this.reads++;
    return [...this.pages.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  }

  async read(names: readonly string[]) {
    return names.flatMap((n) => this.pages.get(n) ?? []);
  }
}

const texts = (list: { items: StoredPageBytes[] } | undefined) =>
  list?.items.map((i) => (JSON.parse(i.json.toString()) as { text: string }).text);

describe("PageBytesSnapshot", () => {
  it("answers a list that starts during an older refresh with what was written before it started", async () => {
    const source = new MemorySource();
    source.write("a", "a1");
    source.write("b", "b1");
    const snapshot = new PageBytesSnapshot(source);
    await snapshot.list({});

    source.write("a", "a2");
    let release!: () => void;
    source.hold = new Promise((resolve) => (release = resolve));
    const early = snapshot.list({}); // its refresh knows of the changes up to "a2"
    await new Promise((resolve) => setImmediate(resolve));
    source.write("b", "b2"); // acknowledged before the next list starts
    const late = snapshot.list({});
    await new Promise((resolve) => setImmediate(resolve));
    source.hold = undefined;
    release();
    expect(texts(await early)).toEqual(["a2", "b1"]);
    expect(texts(await late)).toEqual(["a2", "b2"]);
  });

  it("keeps nothing for a site larger than its budget, and still answers the full list that read it", async () => {
    const source = new MemorySource();
    for (let i = 0; i < 10; i++) source.write(`p${i}`, "x".repeat(100));
    const snapshot = new PageBytesSnapshot(source, 500);
    expect((await snapshot.list({}))?.items).toHaveLength(10);
    expect(snapshot.bytes).toBe(0);
    // A paged list, or the next full one, goes to the database (undefined) without reading it all.
    expect(await snapshot.list({ limit: 2 })).toBeUndefined();
    expect(await snapshot.list({})).toBeUndefined();
    expect(source.reads).toBe(1);
  });

  it("reads everything again only when a page is created or removed", async () => {
    const source = new MemorySource();
    source.write("a", "a1");
    const snapshot = new PageBytesSnapshot(source);
    await snapshot.list({});
    source.write("a", "a2");
    expect(texts(await snapshot.list({}))).toEqual(["a2"]);
    expect(source.reads).toBe(1);
    source.write("b", "b1");
    expect(texts(await snapshot.list({}))).toEqual(["a2", "b1"]);
    expect(source.reads).toBe(2);
  });
});
