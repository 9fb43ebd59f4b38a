// Overhead ratios of every pgsqlite result against its baselines on the same machine, in the
// same run: raw SQLite of the same storage kind, the protocol floor with the same client mode and
// transport, and PostgreSQL (fsync off) with the same client mode and transport. Time ratios:
// higher is slower.

/** Time taken by one result: µs per operation, or seconds for a batch. */
export function timeOf(row) {
  if (row === undefined || row.error) return null;
  return row.median_us ?? row.seconds ?? null;
}

/** `trial|target` → { vsSqlite, vsFloor, vsPostgres } (null where a baseline is missing). */
export function computeRatios(trials) {
  const byKey = new Map(trials.map((t) => [`${t.trial}|${t.id}`, t]));
  const ratio = (row, baselineId) => {
    const a = timeOf(row);
    const b = timeOf(byKey.get(`${row.trial}|${baselineId}`));
    return a === null || b === null || b === 0 ? null : a / b;
  };
  const out = {};
  for (const row of trials) {
    if (row.system !== 'pgsqlite' || timeOf(row) === null) continue;
    out[`${row.trial}|${row.id}`] = {
      vsSqlite: ratio(row, `sqlite:${row.storage}`),
      vsFloor: ratio(row, `floor:${row.transport}:${row.mode}`),
      vsPostgres: ratio(row, `postgres:fsync-off:${row.transport}:${row.mode}`),
    };
  }
  return out;
}
