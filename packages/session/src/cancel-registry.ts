/** What `register` hands back to a session (the shape of `SessionContext.registerCancel`). */
export interface CancelRegistration {
  processId: number;
  secretKey: number;
  unregister: () => void;
}

/**
 * Routes CancelRequests to the session that owns a (processId, secretKey) pair.
 * Process ids are unique among live sessions; secret keys are random 32-bit values, so a client
 * cannot cancel another client's statement by guessing a process id alone.
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#id-1.10.6.7.10
 */
export class CancelRegistry {
  readonly #entries = new Map<number, { secretKey: number; cancel: () => void }>();
  #nextPid: number;

  /** `firstProcessId` only matters for tests; PostgreSQL pids look like small positive ints. */
  constructor(firstProcessId = 1000 + Math.floor(Math.random() * 30000)) {
    this.#nextPid = firstProcessId;
  }

  /** Number of live registrations. */
  get size(): number {
    return this.#entries.size;
  }

  /** Registers `cancel` under a fresh (processId, secretKey). */
  register(cancel: () => void): CancelRegistration {
    const processId = this.#allocatePid();
    const secretKey = randomInt32();
    this.#entries.set(processId, { secretKey, cancel });
    return {
      processId,
      secretKey,
      unregister: () => {
        const entry = this.#entries.get(processId);
        if (entry !== undefined && entry.cancel === cancel) this.#entries.delete(processId);
      },
    };
  }

  /**
   * Calls the registered callback when both numbers match; anything else is ignored, as
   * PostgreSQL ignores it (a CancelRequest never gets a reply). Keys are compared as unsigned
   * 32-bit so a signed/unsigned decoding difference cannot make a valid key miss.
   * Returns true when a callback was called.
   */
  cancel(processId: number, secretKey: number): boolean {
    const entry = this.#entries.get(processId);
    if (entry === undefined || entry.secretKey >>> 0 !== secretKey >>> 0) return false;
    entry.cancel();
    return true;
  }

  #allocatePid(): number {
    // Wrap within positive int32 and skip ids still in use.
    for (;;) {
      const pid = this.#nextPid;
      this.#nextPid = pid >= 0x7fffffff ? 1 : pid + 1;
      if (!this.#entries.has(pid)) return pid;
    }
  }
}

/** The Web Crypto API, present in browsers and in Node 20 alike (declared here: no DOM or Node typings). */
declare const crypto: { getRandomValues<T extends Int32Array>(array: T): T };

/**
 * Secret keys drawn from the CSPRNG a batch at a time: one getRandomValues call costs ~30–50 µs
 * in Node (the Web Crypto wrapper's argument checks and a native call), most of it per call, not
 * per byte; every key is still an unused cryptographically random value.
 */
const KEY_BATCH = 256;
const keys = new Int32Array(KEY_BATCH);
let keysLeft = 0;

function randomInt32(): number {
  if (keysLeft === 0) {
    crypto.getRandomValues(keys);
    keysLeft = KEY_BATCH;
  }
  keysLeft--;
  const key = keys[keysLeft] ?? 0;
  // Used once: a key handed out is not kept where a later read could see it.
  keys[keysLeft] = 0;
  return key;
}
