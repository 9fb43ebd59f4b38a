/**
 * Growable memory that a send function writes one value into and returns a view of
 * ({@link PgType.toBinaryView}): the result path keeps one per column and copies each view into
 * the DataRow at once, so a value costs no byte array of its own. (A byte array over 64 bytes is
 * allocated off the V8 heap, ~0.8 µs each: more than encoding a small array.)
 */
export class SendScratch {
  bytes: Uint8Array;
  view: DataView;

  constructor(size = 1024) {
    this.bytes = new Uint8Array(new ArrayBuffer(size));
    this.view = new DataView(this.bytes.buffer);
  }

  /** Views [0, n) already made, by length (small lengths only): a view costs an object each. */
  #views: (Uint8Array | undefined)[] = [];

  /** The bytes [start, end) as a view; views from 0 of up to 256 bytes are made once. */
  slice(start: number, end: number): Uint8Array {
    if (start !== 0 || end > 256) return this.bytes.subarray(start, end);
    return (this.#views[end] ??= this.bytes.subarray(0, end));
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
    this.#views = [];
  }
}
