/**
 * PostgreSQL's random()/setseed() generator (common/pg_prng.c): xoroshiro128** seeded through
 * splitmix64, so that `SELECT setseed(x); SELECT random()` gives PostgreSQL's numbers.
 */

const M64 = (1n << 64n) - 1n;
const rotl = (x: bigint, k: bigint): bigint => ((x << k) | (x >> (64n - k))) & M64;

/** Generator state (two 64-bit words). */
export interface PrngState {
  s0: bigint;
  s1: bigint;
}

function splitmix(seed: { v: bigint }): bigint {
  seed.v = (seed.v + 0x9e3779b97f4a7c15n) & M64;
  let val = seed.v;
  val = ((val ^ (val >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
  val = ((val ^ (val >> 27n)) * 0x94d049bb133111ebn) & M64;
  return val ^ (val >> 31n);
}

/** pg_prng_fseed: a state from a seed in [-1, 1]. */
export function seedState(fseed: number): PrngState {
  const seed = BigInt(Math.trunc((2 ** 52 - 1) * fseed)) & M64;
  const box = { v: seed };
  const s0 = splitmix(box);
  const s1 = splitmix(box);
  return s0 === 0n && s1 === 0n ? { s0: 0x5851f42d4c957f2dn, s1: 0x14057b7ef767814fn } : { s0, s1 };
}

/** pg_prng_double: the next value in [0, 1). */
export function nextDouble(st: PrngState): number {
  const s0 = st.s0;
  const sx = st.s1 ^ s0;
  const val = (rotl((s0 * 5n) & M64, 7n) * 9n) & M64;
  st.s0 = rotl(s0, 24n) ^ sx ^ ((sx << 16n) & M64);
  st.s1 = rotl(sx, 37n);
  return Number(val >> 12n) / 2 ** 52;
}
