// The trials that run once per server rather than once per client mode: result formats (text vs
// binary, arrays), pagination, concurrent readers and a writer, COPY and pgbench. Rows go into the
// same result list as the per-operation trials, with node-postgres/extended/TCP target ids so that
// ratios against PostgreSQL come out of computeRatios unchanged.
import { connectClient } from './clients.js';
import { concurrentTrial } from './concurrent.js';
import { copyTrial } from './copy.js';
import { guarded, timeOp } from './measure.js';
import { createPageTable, paginationTrials } from './pagination.js';
import { pgbenchTrials } from './pgbench.js';
import { createResultSchema, resultClient, resultOp, resultTrials } from './result-trials.js';

const FORMATS = ['text', 'binary'];

/** Pagination on any target (raw SQLite included), through the common client interface. */
export async function runPagination(target, db, dialect, plan, push, log) {
  const it = plan.extras.pageIterations;
  const warmup = plan.extras.extraWarmup;
  const setup = await guarded(() => createPageTable(db, dialect, plan.extras.pageRows));
  if (setup?.error) return void push({ trial: 'page-setup', ...target, error: setup.error });
  for (const trial of paginationTrials(plan.extras.pagePositions)) {
    const r = await guarded(() => timeOp(trial.make(db), { iterations: it, warmup }));
    push({ trial: trial.id, ...target, ...r });
    log(`${target.id} ${trial.id}: ${r.error ?? `${r.median_us.toFixed(0)} µs`}`);
  }
}

/**
 * Everything else, on a server speaking the protocol (`s`: suffix of the per-target kv table the
 * concurrent trial reads and writes). `pgbench` is the binary's path or null.
 */
export async function runServerExtras(target, server, s, plan, pgbench, push, log) {
  const x = plan.extras;
  const setupDb = await guarded(() => connectClient('pg/extended', server));
  if (setupDb.error) return void push({ trial: 'extras-connect', ...target, error: setupDb.error });
  await runPagination(target, setupDb, 'pg', plan, push, log);
  const schema = await guarded(async () => {
    const c = await resultClient(server, 'text');
    try {
      await createResultSchema(c.raw, x.arraySizes);
    } finally {
      await c.close();
    }
  });
  if (schema?.error) push({ trial: 'results-setup', ...target, error: schema.error });
  else {
    for (const format of FORMATS) {
      const db = await resultClient(server, format);
      for (const trial of resultTrials(x.arraySizes)) {
        const r = await guarded(() => timeOp(resultOp(db, trial), { iterations: x.resultIterations, warmup: x.extraWarmup }));
        push({ trial: `${trial.id}-${format}`, label: trial.label, format, ...target, ...r });
        log(`${target.id} ${trial.id}-${format}: ${r.error ?? `${r.median_us.toFixed(0)} µs`}`);
      }
      await db.close();
    }
  }
  const conc = await guarded(() => concurrentTrial(server, s, { readers: 4, writers: 1, seconds: x.concurrentSeconds }));
  push({ trial: 'concurrent-4r-1w', ...target, ...conc });
  log(`${target.id} concurrent: ${conc.error ?? `${Math.round(conc.read.per_s)} reads/s, ${Math.round(conc.write.per_s)} writes/s`}`);
  const copy = await guarded(async () => {
    const seconds = await copyTrial(server, x.copyRows);
    return { seconds, rows_per_s: x.copyRows / seconds };
  });
  push({ trial: 'copy-in', ...target, ...copy });
  log(`${target.id} copy: ${copy.error ?? `${Math.round(copy.rows_per_s)} rows/s`}`);
  await setupDb.close();
  if (pgbench === null) return;
  for (const row of await pgbenchTrials(pgbench, server, { seconds: x.pgbenchSeconds, transactions: x.pgbenchTransactions ?? null, clients: [1, 8] })) {
    push({ ...target, ...row });
    log(`${target.id} ${row.trial}: ${row.error ?? `${row.tps?.toFixed(0)} tps`}`);
  }
}
