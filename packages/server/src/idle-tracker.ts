/**
 * Follows both byte streams of one connection (framing only, never decoding bodies) to tell
 * whether its session is idle: every Query and Sync the client sent has been answered by a
 * ReadyForQuery, and no extended-protocol message is waiting for a Sync. Graceful shutdown uses
 * it to terminate a session only between statements.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html
 */
export class IdleTracker {
  readonly #input = new FrameCounter(true);
  readonly #output = new FrameCounter(false);
  #unanswered = 0;
  #openExtended = false;

  constructor() {
    this.#input.onMessage = (type) => {
      if (type === QUERY || type === SYNC) {
        this.#unanswered += 1;
        this.#openExtended = false;
      } else if (type !== COPY_DATA && type !== COPY_DONE && type !== COPY_FAIL && type !== STARTUP) {
        this.#openExtended = true;
      }
    };
    this.#output.onMessage = (type) => {
      if (type !== READY_FOR_QUERY) return;
      if (this.#unanswered > 0) this.#unanswered -= 1;
    };
  }

  /**
   * True when the session is between statements with nothing pending from the client (also
   * before startup completed, when no partial packet is buffered).
   */
  get idle(): boolean {
    return this.#unanswered === 0 && !this.#openExtended && this.#input.atBoundary;
  }

  /** Call for every chunk the client sent. */
  onInput(bytes: Uint8Array): void {
    this.#input.feed(bytes);
  }

  /** Call for every chunk the session wrote. */
  onOutput(bytes: Uint8Array): void {
    this.#output.feed(bytes);
  }
}

/**
 * Splits a stream into messages by their Int32 length. The frontend stream starts with
 * untyped startup packets (SSLRequest, GSSENCRequest, then the StartupMessage); the backend
 * stream may start with the single unframed byte answering SSLRequest / GSSENCRequest.
 */
class FrameCounter {
  onMessage: (type: number) => void = () => {};
  #startup: boolean;
  readonly #frontend: boolean;
  readonly #header = new Uint8Array(8);
  #headerLength = 0;
  #remaining = 0;
  #type = 0;

  constructor(frontend: boolean) {
    this.#frontend = frontend;
    this.#startup = true;
  }

  get atBoundary(): boolean {
    return this.#headerLength === 0 && this.#remaining === 0;
  }

  feed(bytes: Uint8Array): void {
    let i = 0;
    while (i < bytes.length) {
      if (this.#remaining > 0) {
        const n = Math.min(this.#remaining, bytes.length - i);
        this.#remaining -= n;
        i += n;
        if (this.#remaining === 0) this.onMessage(this.#type);
        continue;
      }
      const b = bytes[i] ?? 0;
      i += 1;
      if (!this.#frontend && this.#startup && this.#headerLength === 0 && (b === SSL_NO || b === SSL_YES)) continue;
      this.#header[this.#headerLength++] = b;
      if (this.#headerLength === this.#headerSize()) this.#startBody();
    }
  }

  #headerSize(): number {
    return this.#frontend && this.#startup ? 8 : 5;
  }

  #startBody(): void {
    const h = this.#header;
    const typed = this.#headerSize() === 5;
    const at = typed ? 1 : 0;
    const length = readInt32(h, at);
    const consumed = typed ? 4 : 8;
    if (typed) {
      this.#type = h[0] ?? 0;
      if (!this.#frontend && this.#type === AUTHENTICATION) this.#startup = false;
    } else {
      const code = readInt32(h, 4);
      this.#type = STARTUP;
      if (code !== SSL_REQUEST && code !== GSSENC_REQUEST && code !== CANCEL_REQUEST) this.#startup = false;
    }
    this.#headerLength = 0;
    this.#remaining = Math.max(0, length - consumed);
    if (this.#remaining === 0) this.onMessage(this.#type);
  }
}

function readInt32(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
}

const STARTUP = -1;
const QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const COPY_DATA = 0x64; // 'd'
const COPY_DONE = 0x63; // 'c'
const COPY_FAIL = 0x66; // 'f'
const READY_FOR_QUERY = 0x5a; // 'Z'
const AUTHENTICATION = 0x52; // 'R'
const SSL_NO = 0x4e; // 'N'
const SSL_YES = 0x53; // 'S'
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
