/**
 * Who holds a slot: `maxConnections` sessions (authenticated clients) and, apart from them,
 * `maxAuthenticating` connections still in their startup and authentication. A silent or slow
 * client only ever holds an authenticating slot, until authentication_timeout or until the
 * authenticating slots are full and a newer connection arrives: then the one authenticating for
 * the longest is dropped to make room (a real client authenticates in milliseconds), so silent
 * sockets never lock real clients out. The session limit is checked when a connection is accepted,
 * before any per-connection cost (a session, an executor), and again once the client has
 * authenticated.
 */
export class Admission {
  #sessions = 0;
  #authenticating = 0;
  /** Authenticating connections, oldest first, with what drops each. */
  readonly #waiting = new Map<object, () => void>();

  constructor(
    readonly maxConnections: number,
    readonly maxAuthenticating: number,
  ) {}

  /**
   * A new connection: a ticket, or null when it must get FATAL 53300 at once. `drop` ends the
   * connection when a newer one needs its authenticating slot.
   */
  admit(drop: () => void): AdmissionTicket | null {
    if (this.#sessions >= this.maxConnections) return null;
    if (this.#authenticating >= this.maxAuthenticating) {
      const oldest = this.#waiting.entries().next().value;
      if (oldest === undefined) return null;
      const [key, dropOldest] = oldest;
      this.#waiting.delete(key);
      this.#authenticating--;
      dropOldest();
    }
    this.#authenticating++;
    const key = {};
    this.#waiting.set(key, drop);
    let state: 'authenticating' | 'session' | 'gone' = 'authenticating';
    return {
      established: () => {
        if (state !== 'authenticating') return state === 'session';
        if (!this.#waiting.delete(key)) {
          state = 'gone';
          return false;
        }
        this.#authenticating--;
        if (this.#sessions >= this.maxConnections) {
          state = 'gone';
          return false;
        }
        this.#sessions++;
        state = 'session';
        return true;
      },
      release: () => {
        if (state === 'authenticating' && this.#waiting.delete(key)) this.#authenticating--;
        else if (state === 'session') this.#sessions--;
        state = 'gone';
      },
    };
  }

  get sessions(): number {
    return this.#sessions;
  }

  get authenticating(): number {
    return this.#authenticating;
  }
}

/** One connection's hold on the server's slots. */
export interface AdmissionTicket {
  /** Authenticated: trade the authenticating slot for a session slot; false when none is free. */
  established(): boolean;
  /** The connection closed. Idempotent. */
  release(): void;
}
