// The goals of issue 7 and where one run stands against them (headline target: node-postgres,
// extended protocol, TCP, in-memory pgsqlite; PostgreSQL with fsync off).

const POINT = ['insert-returning', 'select-pk', 'update-pk', 'delete-pk'];

/** Rows [budget, measured, met?] for one run's results. */
export function budgetRows(results, ids) {
  const { trials, ratios } = results;
  const find = (trial, id) => trials.find((t) => t.trial === trial && t.id === id && !t.error);
  const rows = [];
  const worst = (key) => {
    const vals = POINT.map((t) => ratios[`${t}|${ids.pgsqlite}`]?.[key]).filter((v) => typeof v === 'number');
    return vals.length === POINT.length ? Math.max(...vals) : null;
  };
  const ratioRow = (label, key, limit) => {
    const w = worst(key);
    rows.push([label, w === null ? '–' : `worst ${w.toFixed(2)}×`, w === null ? '–' : w <= limit ? 'yes' : 'no']);
  };
  ratioRow('point INSERT/SELECT/UPDATE/DELETE ≤ 0.6× PostgreSQL', 'vsPostgres', 0.6);
  ratioRow('… ≤ 1.5× the protocol floor', 'vsFloor', 1.5);
  ratioRow('… ≤ 10× raw SQLite', 'vsSqlite', 10);
  const batch = find('batch-insert-1000-tx', ids.pgsqlite) ?? find('batch-insert-1000', ids.pgsqlite);
  rows.push(['batched INSERT ≥ 250,000 rows/s (1000-row statements)', batch ? `${Math.round(batch.rows_per_s).toLocaleString('en-US')} rows/s` : '–', batch ? (batch.rows_per_s >= 250_000 ? 'yes' : 'no') : '–']);
  const copy = trials.find((t) => t.trial === 'copy-in' && t.id === ids.pgsqlite);
  rows.push(['COPY ≥ 400,000 rows/s', copy === undefined ? '–' : copy.error ? 'fails' : `${Math.round(copy.rows_per_s).toLocaleString('en-US')} rows/s`, copy && !copy.error ? (copy.rows_per_s >= 400_000 ? 'yes' : 'no') : 'no']);
  const hit = find('select-repeat', ids.pgsqlite)?.planCache?.hitRate;
  rows.push(['plan-cache hit rate ≥ 99 % (repeated statement)', typeof hit === 'number' ? `${(hit * 100).toFixed(1)} %` : '–', typeof hit === 'number' ? (hit >= 0.99 ? 'yes' : 'no') : '–']);
  // Per result-format client: the bare protocol client (server + wire, no decoding) and
  // node-postgres (which turns every binary field into a UTF-8 string before handing it over).
  for (const [client, label] of [['wire', 'binary results never slower than text (server + wire, bare protocol client)'], ['node-postgres', '… through node-postgres (decodes every binary field as a string)']]) {
    const ofClient = (t) => (client === 'wire' ? t.client === 'wire' : t.client !== 'wire');
    const binaryOf = (t) => find(`${t.trial.slice(0, -'-text'.length)}-binary`, ids.pgsqlite);
    const pairs = trials.filter((t) => t.id === ids.pgsqlite && t.format === 'text' && ofClient(t) && !t.error && binaryOf(t) !== undefined);
    const slower = pairs.filter((t) => binaryOf(t).median_us > t.median_us);
    rows.push([label, pairs.length === 0 ? '–' : `${slower.length} of ${pairs.length} queries slower in binary`, pairs.length === 0 ? '–' : slower.length === 0 ? 'yes' : 'no']);
  }
  const cachedPlan = results.translator?.cached?.plan_median_us;
  rows.push(['cached plan lookup well under 5 µs (conformance corpus)', typeof cachedPlan === 'number' ? `${cachedPlan.toFixed(2)} µs median` : '–', typeof cachedPlan === 'number' ? (cachedPlan < 5 ? 'yes' : 'no') : '–']);
  const start = results.startup?.bundled?.accepted?.median_ms;
  rows.push(['start-up < 150 ms (to first accepted connection)', start ? `${Math.round(start)} ms` : '–', start ? (start < 150 ? 'yes' : 'no') : '–']);
  // DDL (issue 18): CREATE TABLE ≤ 1.5× PostgreSQL, the 30-table migration ≤ 1.0× (medians).
  for (const [trial, label, limit] of [['create-table', 'CREATE TABLE ≤ 1.5× PostgreSQL', 1.5], ['migration', '30-table migration ≤ 1.0× PostgreSQL', 1.0]]) {
    const a = find(trial, ids.pgsqlite);
    const b = find(trial, ids.postgres);
    const r = a === undefined || b === undefined ? null : a.median_us / b.median_us;
    rows.push([label, r === null ? '–' : `${r.toFixed(2)}×`, r === null ? '–' : r <= limit ? 'yes' : 'no']);
  }
  const mem = results.memory.find((m) => m.server === 'pgsqlite:mem');
  rows.push(['idle resident memory < 80 MB', mem ? `${Math.round(mem.idle_rss_mb)} MB` : '–', mem ? (mem.idle_rss_mb < 80 ? 'yes' : 'no') : '–']);
  return rows;
}
