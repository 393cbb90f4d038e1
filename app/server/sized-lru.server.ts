/**
 * A memo that keeps the most recently used entries within a budget of sizes (characters, bytes): the
 * least recently used go first. For the memos of work a render repeats (sanitised bodies, article cards),
 * where a count of entries would say nothing of the memory they hold.
 */
export class SizedLru<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;
  private readonly budget: number;

  constructor(budget: number) {
    this.budget = budget;
  }

  /** The value kept for the key, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps (or replaces) a value of the given size, then drops the oldest until the budget holds. */
  set(key: K, value: V, size: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.size;
    }
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.budget) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  get count(): number {
    return this.entries.size;
  }

  /** The sum of the kept entries' sizes: never above the budget once set() returns. */
  get totalSize(): number {
    return this.total;
  }
}
