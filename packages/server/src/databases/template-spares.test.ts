import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { createDatabaseProvider, type ServerDatabaseProvider } from './index.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Runs statements on a fresh connection to `db`, then closes it; returns the last rows. */
async function run(p: ServerDatabaseProvider, db: string, ...sql: string[]): Promise<unknown[][]> {
  const executor = await (await p.open(db)).openExecutor();
  try {
    let rows: unknown[][] = [];
    for (const s of sql) rows = (await executor.run(s, [])).rows ?? [];
    return rows.map((r) => r.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
  } finally {
    await executor.close();
  }
}

describe.each([
  ['memory', undefined],
  ['file', 'dir'],
])('template spares, %s mode', (_mode, dirFlag) => {
  it('spares-1 a repeated CREATE DATABASE … TEMPLATE gets an exact copy; a template opened since is copied afresh; no spare is left at close', async () => {
    const dataDir = dirFlag === undefined ? undefined : mkdtempSync(join(tmpdir(), 'pgsqlite-spares-'));
    if (dataDir !== undefined) dirs.push(dataDir);
    const p = createDatabaseProvider({ memory: dataDir === undefined, ...(dataDir === undefined ? {} : { dataDir }), engine: nativeEngineFactory, synchronous: 'NORMAL' });
    await p.createDatabase('tpl');
    await run(p, 'tpl', 'CREATE TABLE x (v int)', 'INSERT INTO x VALUES (1)');
    await p.createDatabase('a', 'tpl');
    await sleep(50);
    await p.createDatabase('b', 'tpl');
    expect(await run(p, 'b', 'SELECT v FROM x ORDER BY v')).toEqual([[1]]);
    await run(p, 'b', 'INSERT INTO x VALUES (9)');
    await sleep(50);
    await run(p, 'tpl', 'INSERT INTO x VALUES (2)');
    await p.createDatabase('c', 'tpl');
    expect(await run(p, 'c', 'SELECT v FROM x ORDER BY v')).toEqual([[1], [2]]);
    await sleep(50);
    await p.createDatabase('d', 'tpl');
    expect(await run(p, 'd', 'SELECT v FROM x ORDER BY v')).toEqual([[1], [2]]);
    expect(await run(p, 'a', 'SELECT v FROM x ORDER BY v')).toEqual([[1]]);
    await p.dropDatabase('tpl', { missingOk: false, force: false, current: '' });
    await p.close();
    if (dataDir !== undefined) expect(readdirSync(dataDir).filter((f) => f.includes('spare'))).toEqual([]);
  });
});
