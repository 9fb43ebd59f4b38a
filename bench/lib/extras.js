// The trials that run once per server rather than once per client mode: result formats (text vs
// binary, arrays), pagination, concurrent readers and a writer, COPY and pgbench. Rows go into the
// same result list as the per-operation trials, with node-postgres/extended/TCP target ids so that
// ratios against PostgreSQL come out of computeRatios unchanged.
import { connectClient } from './clients.js';
import { concurrentTrial } from './concurrent.js';
import { copyTrial } from './copy.js';
import { guarded, timeInterleaved, timeOp } from './measure.js';
import { createPageTable, paginationTrials } from './pagination.js';
import { pgbenchTrials } from './pgbench.js';
import { runPerTestDatabase } from './per-test-database.js';
import { runMigrationTrials } from './migration-trial.js';
import { createResultSchema, resultClient, resultOp, resultTrials, wireOp } from './result-trials.js';
import { connectWire } from './wire-client.js';

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

/** Text vs binary results, through node-postgres and through the bare protocol client. */
async function runFormats(target, server, x, push, log) {
  const schema = await guarded(async () => {
    const c = await resultClient(server);
    try {
      await createResultSchema(c.raw, x.arraySizes);
    } finally {
      await c.close();
    }
  });
  if (schema?.error) return void push({ trial: 'results-setup', ...target, error: schema.error });
  // Text and binary of each query are timed in alternation on one connection, so drift and GC
  // fall on both alike: through node-postgres (what applications see) and through a bare
  // protocol client that does not decode fields (what the server and the wire cost).
  const db = await resultClient(server);
  const wire = await connectWire(server);
  for (const trial of resultTrials(x.arraySizes)) {
    for (const [client, conn, op, prefix] of [['node-postgres', db, resultOp, ''], ['wire', wire, wireOp, 'wire-']]) {
      const variants = Object.fromEntries(FORMATS.map((f) => [f, op(conn, trial, f)]));
      const r = await guarded(() => timeInterleaved(variants, { iterations: x.resultIterations, warmup: x.extraWarmup, targetMs: x.resultTargetMs }));
      for (const format of FORMATS) {
        const row = r.error ? r : r[format];
        push({ trial: `${prefix}${trial.id}-${format}`, label: trial.label, format, client, ...target, ...row });
        log(`${target.id} ${prefix}${trial.id}-${format}: ${row.error ?? `${row.median_us.toFixed(0)} µs`}`);
      }
    }
  }
  await db.close();
  await wire.close();
}

/**
 * Everything else, on a server speaking the protocol (`s`: suffix of the per-target kv table the
 * concurrent trial reads and writes). `pgbench` is the binary's path or null. `plan.extras.groups`
 * (from `--extras`), when set, names the groups to run.
 */
export async function runServerExtras(target, server, s, plan, pgbench, push, log) {
  const x = plan.extras;
  const on = (group) => x.groups?.has(group) ?? true;
  const setupDb = await guarded(() => connectClient('pg/extended', server));
  if (setupDb.error) return void push({ trial: 'extras-connect', ...target, error: setupDb.error });
  if (on('pagination')) await runPagination(target, setupDb, 'pg', plan, push, log);
  if (on('formats')) await runFormats(target, server, x, push, log);
  if (on('concurrent')) {
    const conc = await guarded(() => concurrentTrial(server, s, { readers: 4, writers: 1, seconds: x.concurrentSeconds }));
    push({ trial: 'concurrent-4r-1w', ...target, ...conc });
    log(`${target.id} concurrent: ${conc.error ?? `${Math.round(conc.read.per_s)} reads/s, ${Math.round(conc.write.per_s)} writes/s`}`);
  }
  if (on('copy')) {
    const copy = await guarded(async () => {
      const seconds = await copyTrial(server, x.copyRows);
      return { seconds, rows_per_s: x.copyRows / seconds };
    });
    push({ trial: 'copy-in', ...target, ...copy });
    log(`${target.id} copy: ${copy.error ?? `${Math.round(copy.rows_per_s)} rows/s`}`);
  }
  await setupDb.close();
  if (on('databases')) await runPerTestDatabase(target, server, x.perTestDatabase, push, log);
  if (on('migration')) await runMigrationTrials(target, server, x.migration, push, log);
  if (pgbench === null || !on('pgbench')) return;
  for (const row of await pgbenchTrials(pgbench, server, { seconds: x.pgbenchSeconds, transactions: x.pgbenchTransactions ?? null, clients: [1, 8] })) {
    push({ ...target, ...row });
    log(`${target.id} ${row.trial}: ${row.error ?? `${row.tps?.toFixed(0)} tps`}`);
  }
}
