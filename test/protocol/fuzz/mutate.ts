/**
 * Mutations of recorded client byte streams for the TCP fuzzer: bit flips, truncation, splices
 * (random bytes, or a slice of another recorded session), deleted or duplicated frames, and
 * corrupted length words (found by walking the stream's frames, so they hit real lengths).
 */

/** Deterministic xorshift32, so a run is replayed from its seed. */
export function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
}

/** Offsets of every length word in a client stream: SSLRequest/startup packets, then typed messages. */
export function lengthOffsets(s: Uint8Array): number[] {
  const out: number[] = [];
  let at = 0;
  const i32 = (p: number): number => (((s[p] as number) << 24) | ((s[p + 1] as number) << 16) | ((s[p + 2] as number) << 8) | (s[p + 3] as number)) >>> 0;
  // Untyped packets first: SSLRequest (8 bytes, code 80877103) and the startup packet.
  while (at + 8 <= s.length) {
    const len = i32(at);
    out.push(at);
    const code = i32(at + 4);
    if (len < 8 || at + len > s.length) return out;
    at += len;
    if (code !== 80877103 && code !== 80877104) break;
  }
  while (at + 5 <= s.length) {
    out.push(at + 1);
    const len = i32(at + 1);
    if (len < 4 || at + 1 + len > s.length) break;
    at += 1 + len;
  }
  return out;
}

/** Start offsets of the typed messages (after the startup packet). */
function frames(s: Uint8Array): [number, number][] {
  const offs = lengthOffsets(s);
  const out: [number, number][] = [];
  for (const o of offs) {
    if (o === 0 || s[o - 1] === undefined) continue;
    const start = o - 1;
    const len = (((s[o] as number) << 24) | ((s[o + 1] as number) << 16) | ((s[o + 2] as number) << 8) | (s[o + 3] as number)) >>> 0;
    if (start + 1 + len <= s.length && len >= 4) out.push([start, start + 1 + len]);
  }
  return out;
}

const LENGTHS = [0, 1, 3, 4, 5, 7, 8, 9999, 10000, 10001, 65535, 65536, 0x3ffffffe, 0x3fffffff, 0x7fffffff, 0x80000000, 0xffffffff];

/** One to four mutations of `base`; `others` are other recorded streams to splice from. */
export function mutate(base: Uint8Array, others: readonly Uint8Array[], random: () => number): Uint8Array {
  let b = Array.from(base);
  const pick = (n: number): number => Math.floor(random() * n);
  const edits = 1 + pick(4);
  for (let e = 0; e < edits; e++) {
    const at = pick(Math.max(1, b.length));
    const kind = pick(8);
    if (kind === 0 && b.length > 0) b[at] = (b[at] as number) ^ (1 << pick(8));
    else if (kind === 1) b = b.slice(0, at);
    else if (kind === 2) b.splice(at, 0, ...Array.from({ length: 1 + pick(16) }, () => pick(256)));
    else if (kind === 3) {
      const other = others[pick(others.length)] ?? new Uint8Array(0);
      const from = pick(Math.max(1, other.length));
      b.splice(at, 0, ...other.subarray(from, from + 1 + pick(200)));
    } else if (kind === 4) b.splice(at, 1 + pick(32));
    else if (kind === 5 || kind === 6) {
      const offs = lengthOffsets(Uint8Array.from(b));
      const o = offs[pick(Math.max(1, offs.length))];
      if (o !== undefined && o + 4 <= b.length) {
        const v = kind === 5 ? (LENGTHS[pick(LENGTHS.length)] as number) : ((((b[o] as number) << 24) | ((b[o + 1] as number) << 16) | ((b[o + 2] as number) << 8) | (b[o + 3] as number)) + pick(9) - 4) >>> 0;
        b.splice(o, 4, (v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
      }
    } else {
      const fs = frames(Uint8Array.from(b));
      const f = fs[pick(Math.max(1, fs.length))];
      if (f !== undefined) {
        const slice = b.slice(f[0], f[1]);
        if (random() < 0.5) b.splice(f[0], f[1] - f[0]);
        else b.splice(f[1], 0, ...slice);
      }
    }
  }
  return Uint8Array.from(b);
}
