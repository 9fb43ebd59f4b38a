/**
 * psycopg 3 round trip (issue 3): psycopg/roundtrip.py writes every type through text and
 * binary parameters and reads it back with text and binary cursors, against pgsqlite and
 * PostgreSQL 15 (or the golden). Skipped, with a message, only when psycopg is not importable
 * (.ci/run installs it).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';
import { startTarget } from '../helpers/pgsqlite.js';
import { compareColumns, type ModeOutputs } from './compare.js';
import { commandWorks, expected, type DriverOutput } from './lib.js';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./psycopg/roundtrip.py', import.meta.url));
const MODES = ['psycopg-text', 'psycopg-binary', 'psycopg-text-written-binary'] as const;
type Mode = (typeof MODES)[number];

const available = commandWorks('python3', ['-c', 'import psycopg']);
if (!available) console.warn('drivers: psycopg is not importable by python3 (pip install "psycopg[binary]"); psycopg round trips skipped');

async function roundTrip(host: string, port: number): Promise<Record<Mode, DriverOutput>> {
  const { stdout } = await run('python3', [script, `host=${host} port=${port} user=postgres dbname=postgres`], { timeout: 60_000 });
  return JSON.parse(stdout) as Record<Mode, DriverOutput>;
}

let mine: Record<Mode, DriverOutput> | null = null;
let theirs: Partial<Record<Mode, DriverOutput>> | null = null;

beforeAll(async () => {
  if (!available) return;
  const target = await startTarget();
  if (target === null) return;
  try {
    mine = await roundTrip(target.host, target.port);
  } finally {
    await target.stop();
  }
  if (target.kind !== 'pgsqlite') return;
  const cluster = await startPostgres();
  try {
    const live = cluster === null ? null : await roundTrip(cluster.host, cluster.port);
    theirs = {};
    for (const m of MODES) {
      const e = expected(m, live?.[m] ?? null);
      if (e !== null) theirs[m] = e;
    }
  } finally {
    await cluster?.stop();
  }
}, 180_000);

describe.skipIf(!available)('drivers: psycopg', () => {
  for (const mode of MODES) {
    describe(mode, () => {
      compareColumns(mode, (): ModeOutputs => ({ mine: mine?.[mode] ?? null, theirs: theirs?.[mode] ?? null }));
    });
  }
});
