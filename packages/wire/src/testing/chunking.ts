/**
 * Every way of cutting `bytes` into chunks that tests of a stream reader should try: each
 * single cut point (two chunks), and one byte per chunk.
 */
export function* everySplit(bytes: Uint8Array): Generator<Uint8Array[]> {
  yield [bytes];
  for (let cut = 1; cut < bytes.length; cut++) yield [bytes.subarray(0, cut), bytes.subarray(cut)];
  if (bytes.length > 1) yield Array.from(bytes, (b) => Uint8Array.of(b));
}

/** Concatenates byte arrays. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
