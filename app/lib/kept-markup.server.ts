// Server markup kept in memory under exactly what it is made of (decision 080's cards, decision
// 083's product extras): the key names every input — the language, the view, the data as JSON —
// so a catalog change makes a new key and nothing kept is ever stale; no version to bump.
// Newest use last; bounded by the characters held (keys and values), least recently used out first.
export class KeptMarkup<V> {
  private readonly kept = new Map<string, V>();
  private chars = 0;

  constructor(
    private limitChars: number,
    private readonly charsOfValue: (value: V) => number,
  ) {}

  /** The value kept under `key`, else `make()`'s, kept. */
  get(key: string, make: () => V): V {
    const hit = this.kept.get(key);
    if (hit !== undefined) {
      // Newest use last: the first entries are the least recently used.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const value = make();
    this.kept.set(key, value);
    this.chars += key.length + this.charsOfValue(value);
    for (const [oldKey, oldValue] of this.kept) {
      if (this.chars <= this.limitChars) break;
      this.kept.delete(oldKey);
      this.chars -= oldKey.length + this.charsOfValue(oldValue);
    }
    return value;
  }

  /** What it holds (for tests): entries and characters. */
  size(): { entries: number; chars: number } {
    return { entries: this.kept.size, chars: this.chars };
  }

  /** Empties it, and sets its bound (tests). */
  clear(limitChars = this.limitChars): void {
    this.kept.clear();
    this.chars = 0;
    this.limitChars = limitChars;
  }
}
