/**
 * Splits one direction of a connection's byte stream into messages for an observer (the session
 * log), cheaply: bodies of the types it keeps are handed over as views of the chunk when a
 * message lies within one chunk (chunks are never reused), copied only when a message spans
 * chunks; other bodies (rows, COPY data) are skipped without copying. Untyped packets (the
 * frontend's startup packets) and the single bytes answering SSLRequest / GSSENCRequest are
 * announced by the observer, which reads the packets.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html
 */
export class WireFrames {
  /** `type` is the type byte, or UNTYPED for a startup packet (body: its code, then the rest). */
  onMessage: (type: number, body: Uint8Array) => void = () => {};
  /** Called with each single answer byte ('S' / 'N' / 'G'). */
  onAnswerByte: (byte: number) => void = () => {};
  readonly #keep: Uint8Array;
  readonly #header = new Uint8Array(5);
  #headerLength = 0;
  #untyped: boolean;
  #answers = 0;
  #type = 0;
  #remaining = 0;
  /**
   * The kept body of a message spanning chunks, as the views of the chunks received so far (null:
   * not kept). Never allocated at the length the header claims: a 5-byte header may claim 1 GiB.
   */
  #parts: Uint8Array[] | null = null;
  #filled = 0;

  /** `keep`: type bytes whose bodies are passed on; `untypedFirst`: the frontend stream. */
  constructor(keep: string, untypedFirst: boolean) {
    this.#keep = new Uint8Array(256);
    for (const c of keep) this.#keep[c.charCodeAt(0)] = 1;
    this.#untyped = untypedFirst;
  }

  /** The next packet is untyped (another startup packet follows an SSLRequest answered 'N'). */
  expectUntyped(): void {
    this.#untyped = true;
  }

  /** The next byte is the one-byte answer to an SSLRequest / GSSENCRequest. */
  expectAnswerByte(): void {
    this.#answers += 1;
  }

  feed(bytes: Uint8Array): void {
    let i = 0;
    const n = bytes.length;
    while (i < n) {
      if (this.#remaining > 0) {
        const take = Math.min(this.#remaining, n - i);
        this.#parts?.push(bytes.subarray(i, i + take));
        this.#filled += take;
        this.#remaining -= take;
        i += take;
        if (this.#remaining === 0) this.#emit(this.#parts === null ? EMPTY : joined(this.#parts, this.#filled));
        continue;
      }
      if (this.#answers > 0 && this.#headerLength === 0) {
        this.#answers -= 1;
        this.onAnswerByte(bytes[i] ?? 0);
        i += 1;
        continue;
      }
      const size = this.#untyped ? 4 : 5;
      if (this.#headerLength === 0 && n - i >= size) {
        // The usual case: the header is in this chunk, and often the whole message.
        const type = this.#untyped ? UNTYPED : (bytes[i] ?? 0);
        const length = readInt32(bytes, this.#untyped ? i : i + 1) - 4;
        i += size;
        if (!this.#start(type, length) && n - i >= length) {
          this.#emit(this.#keeps(type) ? bytes.subarray(i, i + length) : EMPTY);
          i += length;
          this.#remaining = 0;
          continue;
        }
        this.#startBody(type);
        continue;
      }
      this.#header[this.#headerLength++] = bytes[i] ?? 0;
      i += 1;
      if (this.#headerLength < size) continue;
      const type = this.#untyped ? UNTYPED : (this.#header[0] ?? 0);
      const length = readInt32(this.#header, this.#untyped ? 0 : 1) - 4;
      this.#headerLength = 0;
      if (!this.#start(type, length) && length === 0) this.#emit(EMPTY);
      else this.#startBody(type);
    }
  }

  /** Records a message's type and length; true when the length is invalid (then nothing follows). */
  #start(type: number, length: number): boolean {
    this.#type = type;
    this.#remaining = Math.max(0, length);
    this.#filled = 0;
    if (type === UNTYPED) this.#untyped = false;
    return length < 0;
  }

  #startBody(type: number): void {
    this.#parts = this.#keeps(type) && this.#remaining > 0 ? [] : null;
    if (this.#remaining === 0) this.#emit(EMPTY);
  }

  #keeps(type: number): boolean {
    return type === UNTYPED || this.#keep[type] === 1;
  }

  #emit(body: Uint8Array): void {
    this.#parts = null;
    this.onMessage(this.#type, body);
  }
}

/** The type of a startup packet (frontend packets without a type byte). */
export const UNTYPED = -1;

const EMPTY = new Uint8Array(0);

/** The `length` bytes of `parts`, in one array. */
function joined(parts: readonly Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function readInt32(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
}
