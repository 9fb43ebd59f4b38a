/**
 * Scratch memory for output functions that scan a stored text as bytes (ASCII or UTF-8) and
 * build their output as bytes (array-text-flat.ts, json-integer-array.ts): indexing a Uint8Array
 * costs about half of String#charCodeAt per character, and one native decode of the output makes
 * a flat string where `out += piece` per element makes a rope of a thousand pieces, which the
 * DataRow writer must flatten before it can encode it (bool[] of 500 elements: 1.9 µs a value
 * against 13.5 µs).
 */

/** The WHATWG Encoding API (browsers and Node alike); declared in globals.d.ts. */
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** Texts up to this length are copied by a char-code loop (a native call costs ~40 ns). */
const SHORT = 48;

let input = new Uint8Array(4096);
let output = new Uint8Array(4096);
/** utf8Bytes's answer, reused. */
const utf8 = { bytes: input, length: 0 };

/**
 * The characters of `text` as bytes in scratch memory (valid until the next call; bytes past
 * `text.length` are stale), or null when one is not ASCII.
 */
export function asciiBytes(text: string): Uint8Array | null {
  const n = text.length;
  if (input.length < n) input = new Uint8Array(Math.max(n, input.length * 2));
  const b = input;
  if (n <= SHORT) {
    for (let k = 0; k < n; k++) {
      const c = text.charCodeAt(k);
      if (c > 127) return null;
      b[k] = c;
    }
    return b;
  }
  const copied = encoder.encodeInto(text, b);
  // Every character ASCII: as many bytes as UTF-16 units (a non-ASCII one is 2 to 4 bytes, or does not fit).
  return copied.read === n && copied.written === n ? b : null;
}

/**
 * The UTF-8 of `text` in scratch memory (valid until the next call): its length in bytes. A lone
 * surrogate is written as U+FFFD (EF BF BD), as TextEncoder writes it.
 */
export function utf8Bytes(text: string): { bytes: Uint8Array; length: number } {
  const room = 3 * text.length;
  if (input.length < room) input = new Uint8Array(Math.max(room, input.length * 2));
  utf8.bytes = input;
  utf8.length = encoder.encodeInto(text, input).written;
  return utf8;
}

/** Scratch memory of at least `size` bytes to build an output in (valid until the next call). */
export function outputBytes(size: number): Uint8Array {
  if (output.length < size) output = new Uint8Array(Math.max(size, output.length * 2));
  return output;
}

/** The string of the UTF-8 (or ASCII) bytes [0, n) of `b`: one flat string. */
export function bytesText(b: Uint8Array, n: number): string {
  return decoder.decode(b.subarray(0, n));
}
