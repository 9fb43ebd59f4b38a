/**
 * node-postgres round trip (issue 3): every type written through parameters and read back in
 * text mode (default parsers and raw text) and binary mode (`binary: true`: raw bytes and
 * pg-types' binary parsers); pgsqlite must give what PostgreSQL 15 gives.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';
import { startTarget } from '../helpers/pgsqlite.js';
import { compareColumns, type ModeOutputs } from './compare.js';
import { createStatements, driverCases, expected, insertSql, rowCount, rowParams, show, typeOid, type DriverOutput } from './lib.js';

const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

const MODES = {
  'node-pg-text': { binary: false, types: undefined },
  'node-pg-text-raw': { binary: false, types: raw },
  'node-pg-binary': { binary: true, types: raw },
  'node-pg-binary-parsed': { binary: true, types: undefined },
} as const;
type Mode = keyof typeof MODES;

/** Creates and fills the table through `url`, then reads it back in every mode. */
async function run(url: string): Promise<Record<Mode, DriverOutput>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of createStatements('drv')) await client.query(s);
    for (let r = 0; r < rowCount; r++) await client.query(insertSql('drv'), rowParams(r));
    const out = {} as Record<Mode, DriverOutput>;
    for (const [mode, cfg] of Object.entries(MODES) as [Mode, (typeof MODES)[Mode]][]) {
      const res = await client.query({ text: 'SELECT * FROM drv ORDER BY id', binary: cfg.binary, ...(cfg.types ? { types: cfg.types } : {}) });
      const fields: Record<string, unknown> = {};
      for (const f of res.fields) {
        fields[f.name] = { oid: typeOid(f.dataTypeID), typmod: f.dataTypeModifier, size: f.dataTypeSize, format: f.format };
      }
      const values: Record<string, unknown[]> = {};
      for (const c of driverCases.columns) values[c.name] = res.rows.map((row: Record<string, unknown>) => show(row[c.name]));
      out[mode] = { fields, values };
    }
    return out;
  } finally {
    await client.end();
  }
}

let mine: Record<Mode, DriverOutput> | null = null;
let theirs: Record<Mode, DriverOutput> | null = null;

beforeAll(async () => {
  const target = await startTarget();
  if (target === null) return;
  try {
    mine = await run(target.url);
  } finally {
    await target.stop();
  }
  if (target.kind !== 'pgsqlite') return;
  const pgCluster = await startPostgres();
  try {
    const live = pgCluster === null ? null : await run(pgCluster.url);
    const exp = {} as Record<Mode, DriverOutput>;
    for (const m of Object.keys(MODES) as Mode[]) {
      const e = expected(m, live?.[m] ?? null);
      if (e !== null) exp[m] = e;
    }
    theirs = exp;
  } finally {
    await pgCluster?.stop();
  }
}, 120_000);

afterAll(() => undefined);

for (const mode of Object.keys(MODES) as Mode[]) {
  describe(`drivers: ${mode}`, () => {
    compareColumns(mode, (): ModeOutputs => ({ mine: mine?.[mode] ?? null, theirs: theirs?.[mode] ?? null }));
  });
}
