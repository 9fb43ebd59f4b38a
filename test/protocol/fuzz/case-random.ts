import { rng } from './mutate.js';

/**
 * The random source of fuzz case `index` of run `seed`: its own stream, so that a case is the
 * same whatever ran before it or beside it (cases run concurrently), and one case is replayed
 * alone from the seed and its index.
 */
export function caseRandom(seed: number, index: number): () => number {
  // splitmix32-style mixing of (seed, index) into a non-zero xorshift seed
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return rng(h === 0 ? 1 : h);
}
