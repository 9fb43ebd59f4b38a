/**
 * Growable memory that a send function writes one value into and returns a view of
 * ({@link PgType.toBinaryView}): the result path keeps one per column and copies each view into
 * the DataRow at once, so a value costs no byte array of its own. (A byte array over 64 bytes is
 * allocated off the V8 heap, ~0.8 µs each: more than encoding a small array.)
 */
export class SendScratch {
  bytes: Uint8Array;
  view: DataView;
  /** The same memory as 32-bit words (host byte order), for writers of aligned words. */
  words: Int32Array;

  constructor(size = 1024) {
    this.bytes = new Uint8Array(new ArrayBuffer(size));
    this.view = new DataView(this.bytes.buffer);
    this.words = new Int32Array(this.bytes.buffer, 0, size >> 2);
  }

  /** Views [0, n) already made, by length (small lengths only): a view costs an object each. */
  #views: (Uint8Array | undefined)[] = [];

  /** The bytes [start, end) as a view; views from 0 of up to 256 bytes are made once. */
  slice(start: number, end: number): Uint8Array {
    if (start !== 0 || end > 256) return this.bytes.subarray(start, end);
    return (this.#views[end] ??= this.bytes.subarray(0, end));
  }

  /**
   * A one-dimensional array's binary value whose elements were written from byte 20 up to `end`:
   * writes array_send's header there (ndim 1, the null flag, the element type, the length and
   * lower bound 1) and returns the bytes [0, end).
   */
  oneDimArray(end: number, hasNull: boolean, elemOid: number, count: number): Uint8Array {
    const dv = this.view;
    dv.setInt32(0, 1);
    dv.setInt32(4, hasNull ? 1 : 0);
    dv.setUint32(8, elemOid);
    dv.setInt32(12, count);
    dv.setInt32(16, 1);
    return this.slice(0, end);
  }

  /** Writes the UTF-8 of `s` at `at` (as utf8.ts utf8Encode: a lone surrogate is U+FFFD); returns the end. */
  utf8(at: number, s: string): number {
    this.room(at + 3 * s.length, at);
    const b = this.bytes;
    let p = at;
    const n = s.length;
    for (let i = 0; i < n; i++) {
      let c = s.charCodeAt(i);
      if (c < 0x80) {
        b[p++] = c;
        continue;
      }
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i++;
        }
      }
      if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
      if (c < 0x800) b[p++] = 0xc0 | (c >> 6);
      else if (c < 0x10000) {
        b[p++] = 0xe0 | (c >> 12);
        b[p++] = 0x80 | ((c >> 6) & 63);
      } else {
        b[p++] = 0xf0 | (c >> 18);
        b[p++] = 0x80 | ((c >> 12) & 63);
        b[p++] = 0x80 | ((c >> 6) & 63);
      }
      b[p++] = 0x80 | (c & 63);
    }
    return p;
  }

  /** Makes room for bytes up to `end`, keeping bytes [0, keep). */
  room(end: number, keep: number): void {
    if (end <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < end) size *= 2;
    const next = new Uint8Array(new ArrayBuffer(size));
    next.set(this.bytes.subarray(0, keep));
    this.bytes = next;
    this.view = new DataView(next.buffer);
    this.words = new Int32Array(next.buffer, 0, size >> 2);
    this.#views = [];
  }
}
