import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { pgErrorOf, plain, rows } from '@pgsqlite/engine/testing';
import { nodeFileStore } from '../../../src/wasm-node-files.js';
import { WasmConnection, createWasmEngineFactory, loadSqliteWasm } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-engine-wasm-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const wasm = createWasmEngineFactory({ sqlite3: await loadSqliteWasm(), files: nodeFileStore() });
const open = { synchronous: 'FULL' } as const;

describe('engine-wasm beyond the contract', () => {
  it('wasm-files-1.1 a database file written by one engine is read by the other, both ways', () => {
    const path = join(dir, 'shared.sqlite');
    const w = wasm.open({ ...open, path });
    w.exec("CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, 'from wasm')");
    w.close();
    const n = nativeEngineFactory.open({ ...open, path });
    expect(plain(rows(n, 'SELECT a, b FROM t'))).toEqual([[1, 'from wasm']]);
    n.exec("INSERT INTO t VALUES (2, 'from native')");
    n.close();
    const again = wasm.open({ ...open, path });
    expect(plain(rows(again, 'SELECT a, b FROM t ORDER BY a'))).toEqual([[1, 'from wasm'], [2, 'from native']]);
    expect(rows(again, 'PRAGMA page_size')).toEqual([[4096n]]);
    again.close();
  });

  it('wasm-files-1.2 an interrupt check stops a running statement with 57014; the connection stays usable', () => {
    const engine = wasm.open({ ...open, path: join(dir, 'interrupt.sqlite') }) as WasmConnection;
    let polls = 0;
    engine.setInterruptCheck(() => ++polls > 3);
    const started = Date.now();
    const err = pgErrorOf(() => rows(engine, 'WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT count(*) FROM c'));
    expect([err.fields.code, err.fields.routine]).toEqual(['57014', 'SQLITE_INTERRUPT']);
    expect(Date.now() - started).toBeLessThan(2000);
    engine.setInterruptCheck(null);
    expect(plain(rows(engine, 'SELECT 1'))).toEqual([[1]]);
    engine.close();
  });

  it('wasm-files-1.3 a fresh WAL index is rebuilt from the WAL file (frames no checkpoint has copied yet)', () => {
    const path = join(dir, 'recover.sqlite');
    const writer = nativeEngineFactory.open({ ...open, path });
    writer.exec('PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1), (2), (3)');
    // Read-only, so that closing it does not checkpoint under the native connection's feet.
    const reader = wasm.open({ ...open, path, readonly: true });
    expect(plain(rows(reader, 'SELECT sum(a) FROM t'))).toEqual([[6]]);
    reader.close();
    writer.close();
  });
});
