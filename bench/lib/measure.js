// Timing with tinybench: fixed iteration counts (time budget 0), so trials that consume rows
// (DELETE) know how many they need.
import { Bench } from 'tinybench';
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
