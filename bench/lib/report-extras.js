// Markdown tables of the once-per-server trials (bench/lib/extras.js).
import { perTestDatabaseTable } from './per-test-database.js';
import { migrationTable } from './migration-trial.js';

const us = (row) => (row === undefined ? '–' : row.error ? 'FAILED' : row.median_us < 100 ? row.median_us.toFixed(1) : Math.round(row.median_us).toLocaleString('en-US'));
const x = (a, b) => (a === undefined || b === undefined || a.error || b.error ? '–' : `${(a.median_us / b.median_us).toFixed(2)}×`);
const int = (v) => (v === null || v === undefined ? '–' : Math.round(v).toLocaleString('en-US'));

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** Sections for result formats, pagination, concurrency, COPY and pgbench (empty when not run). */
export function renderExtras(results, ids) {
  const { trials } = results;
  const find = (trial, id) => trials.find((t) => t.trial === trial && t.id === id);
  const out = [];
  const formatTable = (client, heading, note) => {
    const ofClient = (t) => (client === 'wire' ? t.client === 'wire' : t.client !== 'wire');
    const formats = [...new Set(trials.filter((t) => t.format === 'text' && t.id === ids.pgsqlite && ofClient(t)).map((t) => t.trial.slice(0, -'-text'.length)))];
    if (formats.length === 0) return;
    out.push(heading, '', note, '');
    const rows = formats.map((f) => {
      const [pt, pb, qt, qb] = [find(`${f}-text`, ids.pgsqlite), find(`${f}-binary`, ids.pgsqlite), find(`${f}-text`, ids.postgres), find(`${f}-binary`, ids.postgres)];
      return [pt?.label ?? f, us(pt), us(pb), x(pb, pt), us(qt), us(qb), x(qb, qt), x(pt, qt), x(pb, qb)];
    });
    out.push(table(['query', 'pgsqlite text', 'pgsqlite binary', 'binary ÷ text', 'PostgreSQL text', 'PostgreSQL binary', 'PostgreSQL binary ÷ text', '× PostgreSQL (text)', '× PostgreSQL (binary)'], rows), '');
  };
  formatTable(
    'wire',
    '### Result formats: text vs binary, server + wire (bare protocol client; µs per query, median)',
    'A minimal protocol client (bench/lib/wire-client.js) sends Bind/Execute/Sync for a statement parsed once and only frames the reply, so the times are the server\'s work and the bytes on the wire. Text and binary of each query alternate on one connection.',
  );
  formatTable(
    'node-postgres',
    '### Result formats: text vs binary through node-postgres (extended protocol; µs per query, median)',
    "node-postgres's type parsing is switched off in both formats, but it still decodes every field, binary ones included, as a UTF-8 string (slow for bytes ≥ 0x80), which can make binary look slower for small values on either server. Text and binary of each query alternate on one connection.",
  );
  const pages = [...new Set(trials.filter((t) => t.trial.startsWith('page-') && t.trial !== 'page-setup').map((t) => t.trial))];
  if (pages.length > 0) {
    out.push('### Pagination over 1,000,000 rows: a page of 100 rows (µs per query, median)', '');
    out.push(table(['page', 'SQLite', 'pgsqlite', 'PostgreSQL', '× SQLite', '× PostgreSQL'], pages.map((p) => [p, us(find(p, ids.sqlite)), us(find(p, ids.pgsqlite)), us(find(p, ids.postgres)), x(find(p, ids.pgsqlite), find(p, ids.sqlite)), x(find(p, ids.pgsqlite), find(p, ids.postgres))])), '');
  }
  const conc = [ids.pgsqlite, ids.postgres].map((id) => [id, find('concurrent-4r-1w', id)]).filter(([, r]) => r !== undefined);
  if (conc.length > 0) {
    out.push(`### Concurrent: 4 readers (point SELECT) + 1 writer (UPDATE by key), ${Math.round(conc[0][1].elapsed_s ?? 0)} s, one node-postgres connection each`, '');
    out.push(
      table(
        ['server', 'reads/s', 'read median µs', 'read p99 µs', 'writes/s', 'write median µs', 'write p99 µs'],
        conc.map(([id, r]) => (r.error ? [id, 'FAILED', '', '', '', '', ''] : [id, int(r.read?.per_s), int(r.read?.median_us), int(r.read?.p99_us), int(r.write?.per_s), int(r.write?.median_us), int(r.write?.p99_us)])),
      ),
      '',
    );
  }
  const copies = [ids.pgsqlite, ids.postgres].map((id) => [id, find('copy-in', id)]).filter(([, r]) => r !== undefined);
  if (copies.length > 0) {
    out.push('### COPY … FROM STDIN (postgres.js, text format)', '');
    out.push(table(['server', 'rows/s'], copies.map(([id, r]) => [id, r.error ? `FAILED: ${r.error.split('\n')[0]}` : int(r.rows_per_s)])), '');
  }
  out.push(...perTestDatabaseTable(trials, ids.pgsqlite, ids.postgres));
  out.push(...migrationTable(trials, ids.pgsqlite, ids.postgres));
  const benches = [...new Set(trials.filter((t) => t.trial.startsWith('pgbench-')).map((t) => t.trial))];
  if (benches.length > 0) {
    out.push('### pgbench, scale 1, simple protocol (tps; average latency)', '');
    const cell = (r) => (r === undefined ? '–' : r.error ? 'FAILED' : `${int(r.tps)} tps (${r.latency_ms} ms${r.failed ? `, ${r.failed} failed` : ''})`);
    out.push(table(['run', 'pgsqlite', 'PostgreSQL'], benches.map((b) => [b.slice('pgbench-'.length), cell(find(b, ids.pgsqlite)), cell(find(b, ids.postgres))])), '');
  }
  return out;
}
