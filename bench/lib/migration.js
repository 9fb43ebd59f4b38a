// The 30-table migration of the DDL benchmarks (ddl-ab.js, ddl-threads.js): serial keys, NOT NULL,
// defaults, UNIQUE, CHECK, foreign keys to earlier tables and 40 CREATE INDEX.
/** The migration: 30 tables (each referencing up to two earlier ones), their indexes. */
function migration() {
  const out = [];
  for (let t = 0; t < 30; t++) {
    const cols = [`id ${t % 3 === 0 ? 'bigserial' : 'serial'} PRIMARY KEY`];
    if (t > 0) cols.push(`parent_id ${(t - 1) % 3 === 0 ? 'bigint' : 'integer'} NOT NULL REFERENCES m${t - 1}(id) ON DELETE CASCADE`);
    if (t > 4) cols.push(`other_id ${(t - 5) % 3 === 0 ? 'bigint' : 'integer'} REFERENCES m${t - 5}(id)`);
    cols.push(
      `name text NOT NULL`,
      `code varchar(32) UNIQUE`,
      `amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0)`,
      `active boolean NOT NULL DEFAULT true`,
      `created_at timestamptz NOT NULL DEFAULT now()`,
      `payload jsonb`,
    );
    out.push(`CREATE TABLE m${t} (${cols.join(', ')})`);
    if (t > 0) out.push(`CREATE INDEX m${t}_parent_idx ON m${t} (parent_id)`);
    if (t % 3 === 0) out.push(`CREATE INDEX m${t}_name_created_idx ON m${t} (name, created_at DESC)`);
  }
  return out;
}
/** The 30-table migration, one statement per entry. */
export const MIGRATION = migration();
