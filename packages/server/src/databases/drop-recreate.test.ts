import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Engine } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { registerRuntime } from '@pgsqlite/translate';
import { createDatabaseProvider, type ServerDatabaseProvider } from './index.js';

// DROP DATABASE answers before the files are deleted (removeInBackground); the name must stay
// unusable until they are gone, so a database made again under the same name at once is the new
// one, whole, and survives the old one's deletion.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

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

const noForce = { missingOk: false, force: false, current: '' };

describe.each([
  ['memory', false],
  ['file', true],
])('DROP then CREATE of the same name, %s mode', (_mode, onDisk) => {
  it('drop-recreate-1 the new database is whole and outlives the deletion of the old files', async () => {
    const dataDir = onDisk ? mkdtempSync(join(tmpdir(), 'pgsqlite-drop-')) : undefined;
    if (dataDir !== undefined) dirs.push(dataDir);
    const options = { memory: !onDisk, ...(dataDir === undefined ? {} : { dataDir }), engine: nativeEngineFactory, synchronous: 'NORMAL' as const, onOpen: (engine: Engine) => void registerRuntime(engine) };
    const p = createDatabaseProvider(options);
    await p.createDatabase('tpl');
    await run(p, 'tpl', 'CREATE TABLE x (v int)', 'INSERT INTO x VALUES (1)');
    for (let i = 0; i < 5; i++) {
      await p.createDatabase('same', 'tpl');
      await run(p, 'same', `INSERT INTO x VALUES (${100 + i})`);
      await p.dropDatabase('same', noForce);
      await expect(p.open('same')).rejects.toMatchObject({ code: '3D000' });
      await p.createDatabase('same', 'tpl');
      expect(await run(p, 'same', 'SELECT v FROM x ORDER BY v')).toEqual([[1]]);
      await new Promise((r) => setTimeout(r, 20));
      expect(await run(p, 'same', 'SELECT v FROM x ORDER BY v')).toEqual([[1]]);
      await p.dropDatabase('same', noForce);
    }
    await p.createDatabase('kept', 'tpl');
    await p.dropDatabase('gone', { ...noForce, missingOk: true });
    await p.close();
    if (dataDir !== undefined) {
      expect(readdirSync(dataDir).filter((f) => f.startsWith('same')).sort()).toEqual([]);
      const again = createDatabaseProvider(options);
      expect(await run(again, 'kept', 'SELECT v FROM x')).toEqual([[1]]);
      await again.close();
    }
  });
});
