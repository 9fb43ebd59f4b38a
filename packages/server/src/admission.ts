/**
 * Who holds a slot: `maxConnections` sessions (authenticated clients) and, apart from them,
 * `maxAuthenticating` connections still in their startup and authentication. A silent or slow
 * client only ever holds an authenticating slot, and only until authentication_timeout, so it
 * never takes a session slot a real client needs. Both limits are checked when a connection is
 * accepted, before any per-connection cost (a session, an executor); the session limit again when
 * the client has authenticated.
 */
export class Admission {
  #sessions = 0;
  #authenticating = 0;

  constructor(
    readonly maxConnections: number,
    readonly maxAuthenticating: number,
  ) {}

  /** A new connection: a ticket, or null when it must get FATAL 53300 at once. */
  admit(): AdmissionTicket | null {
    if (this.#sessions >= this.maxConnections || this.#authenticating >= this.maxAuthenticating) return null;
    this.#authenticating++;
    let state: 'authenticating' | 'session' | 'gone' = 'authenticating';
    return {
      established: () => {
        if (state !== 'authenticating') return state === 'session';
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
        if (state === 'authenticating') this.#authenticating--;
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
