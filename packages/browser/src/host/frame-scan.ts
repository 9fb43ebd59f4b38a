/**
 * Walks protocol v3 frames (type byte + int32 length) across chunk boundaries and reports each
 * message's type byte. Used to tell when an exchange is answered, never to interpret messages.
 */
export class FrameScanner {
  /** Bytes still to skip of the message being walked. */
  #skip = 0;
  /** A header split across chunks. */
  #header: number[] = [];
  /** The first frame of a connection is a startup packet: no type byte. */
  #untyped: boolean;

  constructor(options: { startup: boolean }) {
    this.#untyped = options.startup;
  }

  /** Calls `onType` for every message that starts in `chunk`. */
  scan(chunk: Uint8Array, onType: (type: number) => void): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.#skip > 0) {
        const n = Math.min(this.#skip, chunk.length - i);
        this.#skip -= n;
        i += n;
        continue;
      }
      this.#header.push(chunk[i] as number);
      i++;
      const headerLength = this.#untyped ? 4 : 5;
      if (this.#header.length < headerLength) continue;
      const h = this.#header;
      const at = this.#untyped ? 0 : 1;
      const length = (((h[at] as number) << 24) | ((h[at + 1] as number) << 16) | ((h[at + 2] as number) << 8) | (h[at + 3] as number)) >>> 0;
      if (this.#untyped) {
        // An SSLRequest/GSSENCRequest is answered with one byte; the real startup packet follows.
        this.#untyped = isNegotiation(length, chunk, i);
        onType(0);
      } else onType(h[0] as number);
      this.#skip = Math.max(0, length - 4);
      this.#header = [];
    }
  }
}

/** An 8-byte packet whose code is SSLRequest (80877103) or GSSENCRequest (80877104). */
function isNegotiation(length: number, chunk: Uint8Array, at: number): boolean {
  if (length !== 8 || at + 4 > chunk.length) return false;
  const code = (((chunk[at] as number) << 24) | ((chunk[at + 1] as number) << 16) | ((chunk[at + 2] as number) << 8) | (chunk[at + 3] as number)) >>> 0;
  return code === 80877103 || code === 80877104;
}
