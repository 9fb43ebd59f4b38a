import type { EmbeddedHost } from './embedded-host.js';
import { FrameScanner } from './frame-scan.js';
import type { SessionPipe } from './session-pipe.js';

const Z = 0x5a; // ReadyForQuery
const G = 0x47; // CopyInResponse
const W = 0x57; // CopyBothResponse
const R = 0x52; // Authentication*
const Q = 0x51; // Query
const S = 0x53; // Sync
const X = 0x58; // Terminate
const H = 0x48; // Flush
const COPY_DONE = 0x63; // c
const COPY_FAIL = 0x66; // f
const STARTUP = 0;

/**
 * Request/response over one connection: `exchange(bytes)` sends client messages and resolves
 * with everything the session answered, once the answer is complete. Complete means: one
 * ReadyForQuery per Query and Sync sent (and one after a startup packet); or a CopyInResponse
 * (the client must now send COPY data); or the connection ended. Input with a Flush but no
 * Query or Sync (Parse … Flush) is answered by the session's first write after it (a flush writes
 * everything pending at once). Input with neither resolves at once with what was already written:
 * as on a socket, later bytes are not lost, they come with the next answer.
 */
export class ProtocolExchange {
  readonly #pipe: SessionPipe;
  readonly #in: FrameScanner;
  readonly #out = new FrameScanner({ startup: false });
  #pending: Uint8Array[] = [];
  #waiting: { readyLeft: number; flush: boolean; resolve: (bytes: Uint8Array) => void } | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  /** ReadyForQuery messages still due from a Query/Sync whose answer stopped at CopyInResponse. */
  #owedByCopy = 0;
  #ended = false;

  /** `startup`: the first bytes sent will be a startup packet (a raw client); false once started. */
  constructor(host: EmbeddedHost, options: { startup: boolean }) {
    this.#in = new FrameScanner(options);
    this.#pipe = host.connect({
      output: (bytes) => this.#output(bytes),
      end: () => {
        this.#ended = true;
        this.#settle();
      },
    });
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** Sends `bytes`; resolves with the session's complete answer to them. Calls are serialised. */
  exchange(bytes: Uint8Array): Promise<Uint8Array> {
    const run = this.#queue.then(() => this.#run(bytes));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Closes the connection (as a socket closing). */
  close(): void {
    this.#pipe.close();
  }

  #run(bytes: Uint8Array): Promise<Uint8Array> {
    let readyLeft = 0;
    let terminate = false;
    let flush = false;
    this.#in.scan(bytes, (type) => {
      if (type === Q || type === S || type === STARTUP) readyLeft++;
      if (type === X) terminate = true;
      if (type === H) flush = true;
      // The end of COPY FROM STDIN brings the ReadyForQuery its Query (or Sync) still owes.
      if (type === COPY_DONE || type === COPY_FAIL) {
        readyLeft += this.#owedByCopy;
        this.#owedByCopy = 0;
      }
    });
    return new Promise((resolve) => {
      this.#waiting = { readyLeft: terminate ? Infinity : readyLeft, flush: flush && readyLeft === 0, resolve };
      if (this.#ended) this.#settle();
      else this.#pipe.send(bytes);
      if (readyLeft === 0 && !terminate && !flush) this.#settle();
    });
  }

  #output(bytes: Uint8Array): void {
    this.#pending.push(bytes);
    const waiting = this.#waiting;
    let done = false;
    this.#out.scan(bytes, (type) => {
      if (waiting === null) return;
      if (type === Z) done = --waiting.readyLeft <= 0 || done;
      // Copy-in stops the exchange: the client sends the data next. Startup's
      // SASL/password requests do too (R other than AuthenticationOk has a body to answer).
      if (type === G || type === W) {
        done = true;
        this.#owedByCopy += waiting.readyLeft;
      }
      if (type === R && isAuthRequest(bytes)) done = true;
    });
    if (done || waiting?.flush === true) this.#settle();
  }

  #settle(): void {
    const waiting = this.#waiting;
    if (waiting === null) return;
    this.#waiting = null;
    const chunks = this.#pending;
    this.#pending = [];
    waiting.resolve(concat(chunks));
  }
}

/** An Authentication message that asks the client for something (not AuthenticationOk = 0). */
function isAuthRequest(chunk: Uint8Array): boolean {
  for (let i = 0; i + 9 <= chunk.length; ) {
    const length = (((chunk[i + 1] as number) << 24) | ((chunk[i + 2] as number) << 16) | ((chunk[i + 3] as number) << 8) | (chunk[i + 4] as number)) >>> 0;
    if (chunk[i] === R) {
      const code = (((chunk[i + 5] as number) << 24) | ((chunk[i + 6] as number) << 16) | ((chunk[i + 7] as number) << 8) | (chunk[i + 8] as number)) >>> 0;
      if (code !== 0) return true;
    }
    i += 1 + length;
  }
  return false;
}

/** One buffer of all chunks. */
export function concat(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  let length = 0;
  for (const c of chunks) length += c.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
