/**
 * pgx v5 (Go) round trip (issue 3): pgx/main.go writes every type through pgx's parameters
 * (text strings, then native Go values in binary) and reads every column with pgx's default
 * (binary) result formats, raw bytes and decoded values, against pgsqlite and PostgreSQL 15 (or
 * the golden). Skipped, with a message, only when the Go toolchain is missing. The first build
 * downloads pgx through the module proxy (go.sum pins it) and can take minutes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';
import { startTarget } from '../helpers/pgsqlite.js';
import { compareColumns, type ModeOutputs } from './compare.js';
import { commandWorks, expected, type DriverOutput } from './lib.js';

const run = promisify(execFile);
const moduleDir = fileURLToPath(new URL('./pgx/', import.meta.url));
const MODES = ['pgx-text-params', 'pgx-binary-params'] as const;
type Mode = (typeof MODES)[number];

const available = commandWorks('go', ['version']);
if (!available) console.warn('drivers: no Go toolchain (go); pgx round trips skipped');

const binDir = mkdtempSync(join(tmpdir(), 'pgsqlite-pgx-'));
const binary = join(binDir, 'pgx-roundtrip');

async function roundTrip(url: string): Promise<Record<Mode, DriverOutput>> {
  const { stdout } = await run(binary, [url], { timeout: 60_000, maxBuffer: 16 << 20 });
  return JSON.parse(stdout) as Record<Mode, DriverOutput>;
}

let mine: Record<Mode, DriverOutput> | null = null;
let theirs: Partial<Record<Mode, DriverOutput>> | null = null;

beforeAll(async () => {
  if (!available) return;
  await run('go', ['build', '-o', binary, '.'], { cwd: moduleDir, timeout: 900_000 });
  const target = await startTarget();
  if (target === null) return;
  try {
    mine = await roundTrip(target.url);
  } finally {
    await target.stop();
  }
  if (target.kind !== 'pgsqlite') return;
  const cluster = await startPostgres();
  try {
    const live = cluster === null ? null : await roundTrip(cluster.url);
    theirs = {};
    for (const m of MODES) {
      const e = expected(m, live?.[m] ?? null);
      if (e !== null) theirs[m] = e;
    }
  } finally {
    await cluster?.stop();
  }
}, 960_000);

afterAll(() => rmSync(binDir, { recursive: true, force: true }));

describe.skipIf(!available)('drivers: pgx', () => {
  for (const mode of MODES) {
    describe(mode, () => {
      compareColumns(mode, (): ModeOutputs => ({ mine: mine?.[mode] ?? null, theirs: theirs?.[mode] ?? null }));
    });
  }
});
