/** How long a failure is remembered, and the most addresses remembered at once. */
const FORGET_AFTER_MS = 10 * 60_000;
const MAX_ADDRESSES = 10_000;

/**
 * Per-address backoff after failed logins: each failure from an address delays its FATAL by a
 * time that doubles with the failures in a row (base, 2·base, 4·base … up to `maxMs`); a
 * successful login from the address resets it. A guessing client pays the delay while holding
 * one of the few authenticating slots. Unix-socket clients (no address) are not delayed.
 */
export class LoginBackoff {
  readonly #failures = new Map<string, { count: number; at: number }>();

  constructor(
    private readonly baseMs = 100,
    private readonly maxMs = 5_000,
  ) {}

  /** The delay the next failure from `address` waits. */
  delayFor(address: string): number {
    const f = this.#failures.get(address);
    const count = f === undefined || Date.now() - f.at > FORGET_AFTER_MS ? 0 : f.count;
    return Math.min(this.maxMs, this.baseMs * 2 ** count);
  }

  /** A failed login: waits the delay, then remembers one more failure. */
  async failed(address: string | null): Promise<void> {
    if (address === null) return;
    const delay = this.delayFor(address);
    const f = this.#failures.get(address);
    const count = f === undefined || Date.now() - f.at > FORGET_AFTER_MS ? 0 : f.count;
    this.#failures.delete(address);
    this.#failures.set(address, { count: count + 1, at: Date.now() });
    if (this.#failures.size > MAX_ADDRESSES) this.#failures.delete(this.#failures.keys().next().value as string);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }

  succeeded(address: string | null): void {
    if (address !== null) this.#failures.delete(address);
  }
}
