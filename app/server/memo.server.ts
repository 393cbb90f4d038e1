/**
 * Everything the server works out once and keeps for the life of the process (a stylesheet's bytes, the
 * sizes of library images, a page's rows derived by the indexer...), kept in one place under a name.
 * Vitest runs its files in shared workers (`isolate: false`, vitest.config.ts): a value one file's run left
 * here would answer another's, so the setup file (tests/support/reset-memos.ts) empties the registry before
 * each file. The server itself never resets it: every memo holds what cannot go stale while it runs.
 */

const kept = new Map<string, { value: unknown }>();

/**
 * A value made by `make` on first use and kept under `name` until resetMemos(). Declared once per module
 * (`const known = memo("name", () => new Map())`) and called where used (`known()`), never held across a
 * reset. Names are unique across the server.
 */
export function memo<T>(name: string, make: () => T): () => T {
  return () => {
    let slot = kept.get(name);
    if (!slot) {
      slot = { value: make() };
      kept.set(name, slot);
    }
    return slot.value as T;
  };
}

/** Forgets every memo: each is made again on its next use. */
export function resetMemos(): void {
  kept.clear();
}
