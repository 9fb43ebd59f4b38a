// Markdown tables of one run's results.
import { renderExtras } from './report-extras.js';
import { renderTranslator } from './report-translator.js';
import { OP_TRIALS } from './trials.js';

const HEADLINE = { mode: 'pg/extended', transport: 'tcp', storage: 'mem' };

const us = (row) => (row === undefined ? '–' : row.error ? 'FAILED' : row.median_us < 100 ? row.median_us.toFixed(1) : Math.round(row.median_us).toString());
const withP99 = (row) => (row === undefined || row.error ? us(row) : `${us(row)} (p99 ${Math.round(row.p99_us)})`);
const rate = (row) => (row === undefined ? '–' : row.error ? 'FAILED' : Math.round(row.rows_per_s).toLocaleString('en-US'));
const x = (v) => (v === null || v === undefined ? '–' : `${v < 10 ? v.toFixed(2) : v.toFixed(1)}×`);
const pct = (pc) => (pc?.hitRate === null || pc?.hitRate === undefined ? '–' : `${(pc.hitRate * 100).toFixed(1)} %`);

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function batchLabel(trial) {
  const k = trial.split('-')[2];
  return `batched INSERT, ${k} row${k === '1' ? '' : 's'}/statement${trial.endsWith('-tx') ? ', in a transaction' : ''} (rows/s)`;
}

/**
 * The whole report: headline table, per-target tables, start-up, memory, failures. `compact`
 * leaves out the per-target tables (for the README).
 */
export function renderReport(results, { compact = false } = {}) {
  const { meta, trials, ratios } = results;
  const find = (trial, id) => trials.find((t) => t.trial === trial && t.id === id);
  const { mode, transport, storage } = HEADLINE;
  const ids = {
    sqlite: `sqlite:${storage}`,
    floor: `floor:${transport}:${mode}`,
    pgsqlite: `pgsqlite:${storage}:${transport}:${mode}`,
    postgres: `postgres:fsync-off:${transport}:${mode}`,
  };
  const out = [];
  out.push(`## pgsqlite benchmarks (${meta.plan} run, ${meta.date.slice(0, 10)}, ${meta.sha})`, '');
  out.push(`Machine: ${meta.machine.cpu}, ${meta.machine.cores} cores, ${meta.machine.memory_gb} GB, ${meta.machine.os}, Node ${meta.machine.node}; ${meta.postgres ?? 'PostgreSQL not installed'}.`, '');
  out.push(`Headline: node-postgres, extended protocol, TCP, in-memory pgsqlite; PostgreSQL with fsync=off; µs per operation, median (p99); × = pgsqlite time / baseline time.`, '');
  const head = [];
  for (const trial of OP_TRIALS) {
    const p = find(trial.id, ids.pgsqlite);
    const r = ratios[`${trial.id}|${ids.pgsqlite}`] ?? {};
    head.push([trial.label, us(find(trial.id, ids.sqlite)), us(find(trial.id, ids.floor)), withP99(p), withP99(find(trial.id, ids.postgres)), x(r.vsSqlite), x(r.vsFloor), x(r.vsPostgres), pct(p?.planCache)]);
  }
  const batchTrials = [...new Set(trials.filter((t) => t.trial.startsWith('batch-')).map((t) => t.trial))];
  for (const trial of batchTrials) {
    const r = ratios[`${trial}|${ids.pgsqlite}`] ?? {};
    head.push([batchLabel(trial), rate(find(trial, ids.sqlite)), '–', rate(find(trial, ids.pgsqlite)), rate(find(trial, ids.postgres)), x(r.vsSqlite), '–', x(r.vsPostgres), '–']);
  }
  out.push(table(['operation', 'SQLite', 'floor', 'pgsqlite', 'PostgreSQL', 'overhead × SQLite', '× floor', '× PostgreSQL', 'plan cache hits'], head), '');
  const wasmId = `pgsqlite-wasm:${storage}:${transport}:${mode}`;
  if (trials.some((t) => t.id === wasmId)) {
    out.push('### Both SQLite engines (same trials, same client; µs per operation, median (p99); × = wasm ÷ native)', '');
    const rows = OP_TRIALS.map((trial) => {
      const n = find(trial.id, ids.pgsqlite);
      const w = find(trial.id, wasmId);
      const ratio = n && w && !n.error && !w.error ? w.median_us / n.median_us : null;
      return [trial.label, withP99(n), withP99(w), x(ratio)];
    });
    out.push(table(['operation', 'native (better-sqlite3)', 'wasm (sqlite-wasm)', 'wasm ÷ native'], rows), '');
  }

  const targets = compact ? [] : [...new Map(trials.map((t) => [t.id, t])).values()];
  const opTargets = targets.filter((t) => trials.some((r) => r.id === t.id && OP_TRIALS.some((o) => o.id === r.trial)));
  if (opTargets.length > 0) out.push('### Every target: median µs per operation (× SQLite of the same storage kind for pgsqlite)', '');
  if (opTargets.length > 0) out.push(
    table(
      ['target', ...OP_TRIALS.map((t) => t.id)],
      opTargets.map((t) => [
        t.id,
        ...OP_TRIALS.map((o) => {
          const row = find(o.id, t.id);
          const r = ratios[`${o.id}|${t.id}`];
          return r?.vsSqlite ? `${us(row)} (${x(r.vsSqlite)})` : us(row);
        }),
      ]),
    ),
    '',
  );
  const batchTargets = targets.filter((t) => trials.some((r) => r.id === t.id && r.trial.startsWith('batch-')));
  if (batchTargets.length > 0) {
    const rows = [...new Set(trials.filter((r) => r.trial.startsWith('batch-') && typeof r.rows === 'number').map((r) => r.rows))].sort((a, b) => b - a);
    const loaded = rows.length === 0 ? '10,000 rows' : `${rows.map((n) => n.toLocaleString('en-US')).join(' or ')} rows per trial`;
    out.push(`### Batched INSERT of ${loaded}: rows/s (\`-tx\` = inside one transaction)`, '');
    out.push(table(['target', ...batchTrials.map((t) => t.slice('batch-insert-'.length))], batchTargets.map((t) => [t.id, ...batchTrials.map((b) => rate(find(b, t.id)))])), '');
  }
  const cache = compact ? [] : trials.filter((t) => t.system === 'pgsqlite' && t.trial === 'select-repeat');
  if (cache.length > 0) {
    out.push('### Plan cache hit rate on the repeated SELECT (Translator.stats during the trial)', '');
    out.push(table(['target', 'hits', 'misses', 'hit rate'], cache.map((t) => [t.id, t.planCache?.hits ?? '–', t.planCache?.misses ?? '–', pct(t.planCache)])), '');
  }
  out.push(...renderExtras(results, ids));
  out.push(...renderTranslator(results, { compact }));
  if (results.startup) {
    const s = results.startup;
    const ms = (v) => (v ? `${v.median_ms.toFixed(0)} ms (min ${v.min_ms.toFixed(0)})` : '–');
    out.push(`### Start-up (median of ${s.runs} interleaved runs: spawn → URL printed → first accepted TCP connection / first ReadyForQuery / first query answered)`, '');
    out.push(
      table(
        ['process', 'first accepted connection', 'first ReadyForQuery', 'first query (SELECT 1)'],
        [
          ['node alone (listen + print)', ms(s.node.accepted), '–', '–'],
          ['pgsqlite CLI, unbundled modules (before)', ms(s.unbundled.accepted), ms(s.unbundled.ready), ms(s.unbundled.query)],
          ['pgsqlite CLI, bundled dist/cli.js (shipped)', ms(s.bundled.accepted), ms(s.bundled.ready), ms(s.bundled.query)],
        ],
      ),
      '',
    );
  }
  if (results.memory.length > 0) {
    out.push('### Resident memory of the pgsqlite server process', '');
    out.push(table(['server', 'idle (after start)', 'after the suite'], results.memory.map((m) => [m.server, `${m.idle_rss_mb.toFixed(0)} MB`, `${m.after_suite_rss_mb.toFixed(0)} MB`])), '');
  }
  const failed = trials.filter((t) => t.error && t.system !== 'floor');
  if (failed.length > 0) {
    out.push('### Failed trials', '');
    for (const f of failed) out.push(`- ${f.trial} on ${f.id}: ${f.error.split('\n')[0]}`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
