// Timing with tinybench: fixed iteration counts (time budget 0), so trials that consume rows
// (DELETE) know how many they need.
import { Bench } from 'tinybench';
import { median, quantile } from './stats.js';
import { CheckError } from './trials.js';

/** Runs `fn(i)` `iterations` times after `warmup` calls; median and p99 in µs. */
export async function timeOp(fn, { iterations, warmup }) {
  let i = 0;
  const bench = new Bench({ time: 0, iterations, warmup: warmup > 0, warmupIterations: warmup, warmupTime: 0, throws: true });
  bench.add('op', async () => {
    await fn(i++);
  });
  await bench.run();
  const latency = bench.tasks[0].result.latency;
  return { median_us: latency.p50 * 1000, p99_us: latency.p99 * 1000, samples: latency.samples.length };
}

/** Runs `body` and turns a failure into a recorded error (checks fail loudly, the run goes on). */
export async function guarded(body) {
  try {
    return await body();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { error: e instanceof CheckError ? `wrong answer: ${message}` : message };
  }
}

/**
 * Times several variants of one operation in alternation (A B, B A, A B, …) so that drift, GC and
 * JIT state fall on all of them alike; `{ name: fn }` in, `{ name: { median_us, p99_us, samples } }`
 * out (an error in any variant fails all of them). `targetMs`, when given, raises the number of
 * rounds for quick variants so that each is timed for about that long (at most `maxIterations`):
 * medians of ~1 ms queries need many more samples than those of ~30 ms ones.
 */
export async function timeInterleaved(variants, { iterations, warmup, targetMs, maxIterations = 200 }) {
  const names = Object.keys(variants);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  const t0 = performance.now();
  for (let i = 0; i < warmup; i++) for (const n of names) await variants[n]();
  let rounds = iterations;
  if (targetMs !== undefined && warmup > 0) {
    const perRound = (performance.now() - t0) / warmup;
    rounds = Math.max(iterations, Math.min(maxIterations, Math.round((targetMs * names.length) / perRound)));
  }
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? names : [...names].reverse();
    for (const n of order) {
      const t = performance.now();
      await variants[n]();
      samples[n].push((performance.now() - t) * 1000);
    }
  }
  return Object.fromEntries(names.map((n) => [n, { median_us: median(samples[n]), p99_us: quantile(samples[n], 0.99), samples: samples[n].length }]));
}
