/** Scripts run before, newest last, kept in localStorage (per storage name). */
export class InputHistory {
  readonly #key: string;
  #items: string[];
  /** Position while browsing with Ctrl-Up/Down; items.length means "the draft". */
  #at: number;
  #draft = '';

  constructor(key: string, private readonly max = 200) {
    this.#key = `pgsqlite-playground:history:${key}`;
    this.#items = read(this.#key);
    this.#at = this.#items.length;
  }

  add(script: string): void {
    const text = script.trim();
    if (text === '') return;
    this.#items = this.#items.filter((s) => s !== text);
    this.#items.push(text);
    if (this.#items.length > this.max) this.#items.splice(0, this.#items.length - this.max);
    this.#at = this.#items.length;
    try {
      localStorage.setItem(this.#key, JSON.stringify(this.#items));
    } catch {
      // Storage full or disabled: history stays in memory.
    }
  }

  /** The previous script (older), or null at the oldest. `current` is kept as the draft. */
  back(current: string): string | null {
    if (this.#at === 0) return null;
    if (this.#at === this.#items.length) this.#draft = current;
    return this.#items[--this.#at] ?? null;
  }

  /** The next script (newer), the draft after the newest, or null. */
  forward(): string | null {
    if (this.#at >= this.#items.length) return null;
    this.#at++;
    return this.#at === this.#items.length ? this.#draft : (this.#items[this.#at] ?? null);
  }
}

function read(key: string): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}
