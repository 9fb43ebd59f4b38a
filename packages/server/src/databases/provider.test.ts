import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Engine, Executor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { registerRuntime } from '@pgsqlite/translate';
import { PgError } from '@pgsqlite/errors';
import { createDatabaseProvider, type DatabaseProviderOptions, type ServerDatabaseProvider } from './index.js';

const providers: ServerDatabaseProvider[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(providers.splice(0).map((p) => p.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const provider = (options: Partial<DatabaseProviderOptions> = {}): ServerDatabaseProvider => {
  // As the server opens them: every connection gets the runtime functions (the catalog's triggers call some).
  const p = createDatabaseProvider({ memory: true, engine: nativeEngineFactory, synchronous: 'NORMAL', onOpen: (engine) => void registerRuntime(engine), ...options });
  providers.push(p);
  return p;
};
const dataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-provider-'));
  dirs.push(dir);
  return dir;
};
const codeOf = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof PgError ? `${e.fields.code} ${e.message}` : `not a PgError: ${String(e)}`),
  );
const one = async (executor: Executor, sql: string): Promise<unknown> => {
  const value = (await executor.run(sql, [])).rows?.[0]?.[0];
  return typeof value === 'bigint' ? Number(value) : value;
};

describe('database provider, memory mode', () => {
  it('databases-1.1 postgres and template1 exist; other names are 3D000', async () => {
    const p = provider();
    const handle = await p.open('postgres');
    expect(handle.name).toBe('postgres');
    expect(await p.open('postgres')).toBe(handle);
    expect((await p.open('template1')).name).toBe('template1');
    expect(await codeOf(p.open('alice'))).toBe('3D000 database "alice" does not exist');
  });

  it('databases-1.2 one shared database per name: sessions see each other, names are separate', async () => {
    const p = provider();
    const a = await (await p.open('postgres')).openExecutor();
    const b = await (await p.open('postgres')).openExecutor();
    const other = await (await p.open('template1')).openExecutor();
    await a.run('CREATE TABLE t (a INTEGER)', []);
    await a.run('INSERT INTO t VALUES (1)', []);
    expect(await one(b, 'SELECT count(*) FROM t')).toBe(1);
    expect(await codeOf(other.run('SELECT count(*) FROM t', []))).toBe('XX000 no such table: t');
  });

  it('databases-1.3 a WAL file on tmpfs, removed at close; executors are closed too', async () => {
    const p = provider();
    const executor = await (await p.open('postgres')).openExecutor();
    const file = String(await one(executor, "SELECT file FROM pragma_database_list WHERE name = 'main'"));
    expect(await one(executor, 'PRAGMA journal_mode')).toBe('wal');
    if (existsSync('/dev/shm')) expect(file.startsWith('/dev/shm/')).toBe(true);
    expect(existsSync(file)).toBe(true);
    await p.close();
    expect(existsSync(file)).toBe(false);
    expect(await codeOf(executor.run('SELECT 1', []))).toBe('XX000 executor is closed');
    expect(await codeOf(p.open('postgres'))).toBe('57P03 the database system is shutting down');
  });

  it('databases-1.4 every connection runs onOpen, the requested synchronous and the catalog bootstrap', async () => {
    const opened: Engine[] = [];
    const p = provider({
      synchronous: 'EXTRA',
      onOpen: (engine) => {
        opened.push(engine);
        engine.defineFunction({ name: 'answer', arity: 0, deterministic: true, call: () => 42 });
      },
    });
    const handle = await p.open('postgres');
    expect(await codeOf(Promise.resolve().then(() => handle.catalog()))).toBe('XX000 catalog of database "postgres" is not loaded yet');
    const a = await handle.openExecutor();
    const b = await handle.openExecutor();
    expect(opened.length).toBe(2);
    expect(await one(b, 'SELECT answer()')).toBe(42);
    expect(await one(a, 'PRAGMA synchronous')).toBe(3);
    expect(await one(a, "SELECT count(*) FROM sqlite_schema WHERE name = '_pgsqlite_meta'")).toBe(1);
    expect(handle.catalog().schemas()).toContain('public');
    expect(await one(a, 'PRAGMA trusted_schema')).toBe(1);
    const untrusted = await (await provider({ trustedSchema: false }).open('postgres')).openExecutor();
    expect(await one(untrusted, 'PRAGMA trusted_schema')).toBe(0);
  });

  it('databases-1.5 reloadCatalog replaces the snapshot', async () => {
    const p = provider();
    const handle = await p.open('postgres');
    const executor = await handle.openExecutor();
    const before = handle.catalog();
    expect(before.findRelation('plain', undefined, ['public'])).toBeUndefined();
    await executor.run('CREATE TABLE plain (a INTEGER)', []);
    await handle.reloadCatalog(executor);
    expect(handle.catalog()).not.toBe(before);
    expect(handle.catalog().findRelation('plain', undefined, ['public'])?.columns.map((c) => c.name)).toEqual(['a']);
  });

  it('databases-1.6 a failing onOpen rejects with a PgError and leaves the database usable', async () => {
    let fail = true;
    const p = provider({
      onOpen: () => {
        if (fail) throw new Error('register failed');
      },
    });
    const handle = await p.open('postgres');
    expect(await codeOf(handle.openExecutor())).toBe('XX000 register failed');
    fail = false;
    const executor = await handle.openExecutor();
    expect(await one(executor, 'SELECT 1')).toBe(1);
  });

  it('databases-1.7 createDatabase adds a database; an existing name is 42P04', async () => {
    const p = provider();
    await p.createDatabase('app');
    const executor = await (await p.open('app')).openExecutor();
    expect(await one(executor, 'SELECT 1')).toBe(1);
    expect(await codeOf(p.createDatabase('app'))).toBe('42P04 database "app" already exists');
    expect(await codeOf(p.createDatabase('postgres'))).toBe('42P04 database "postgres" already exists');
  });

  it('databases-1.8 each database has its own FIFO write lock', async () => {
    const p = provider();
    await p.createDatabase('app');
    const [a, b] = [await p.open('postgres'), await p.open('app')];
    expect(a.writeLock).not.toBe(b.writeLock);
    await a.writeLock.acquire(1);
    await b.writeLock.acquire(2);
    expect([a.writeLock.heldBy(), b.writeLock.heldBy()]).toEqual([1, 2]);
  });
});

describe('database provider, file mode', () => {
  it('databases-2.1 postgres is created in dataDir; data outlives the provider', async () => {
    const dir = dataDir();
    const first = provider({ memory: false, dataDir: dir });
    const executor = await (await first.open('postgres')).openExecutor();
    await executor.run('CREATE TABLE t (a INTEGER)', []);
    await executor.run('INSERT INTO t VALUES (7)', []);
    await first.close();
    expect(existsSync(join(dir, 'postgres.sqlite'))).toBe(true);
    const again = await (await provider({ memory: false, dataDir: dir }).open('postgres')).openExecutor();
    expect(await one(again, 'SELECT a FROM t')).toBe(7);
  });

  it('databases-2.2 an unknown name is 3D000; an existing <name>.sqlite file is a database', async () => {
    const dir = dataDir();
    const p = provider({ memory: false, dataDir: dir });
    expect(await codeOf(p.open('shop'))).toBe('3D000 database "shop" does not exist');
    writeFileSync(join(dir, 'shop.sqlite'), '');
    const executor = await (await p.open('shop')).openExecutor();
    expect(await one(executor, "SELECT count(*) FROM sqlite_schema WHERE name = '_pgsqlite_class'")).toBe(1);
  });

  it('databases-2.3 database names can never leave dataDir', async () => {
    const dir = dataDir();
    const p = provider({ memory: false, dataDir: dir });
    expect(await codeOf(p.open('../postgres'))).toBe('3D000 database "../postgres" does not exist');
    await p.createDatabase('../evil');
    expect(existsSync(join(dir, '..%2Fevil.sqlite'))).toBe(true);
    expect(existsSync(join(dir, '..', 'evil.sqlite'))).toBe(false);
    expect((await p.open('../evil')).name).toBe('../evil');
  });

  it('databases-2.4 file mode without a dataDir is refused', () => {
    expect(() => createDatabaseProvider({ memory: false, engine: nativeEngineFactory, synchronous: 'FULL' })).toThrow(PgError);
  });

  it('databases-2.5 the databases of a data directory are in the catalog (pg_database) before they are opened', async () => {
    const dir = dataDir();
    const first = provider({ memory: false, dataDir: dir });
    await first.open('postgres');
    await first.createDatabase('app db', 'template1', '', { connectionLimit: 3 });
    await first.close();
    const again = provider({ memory: false, dataDir: dir });
    const names = again.catalog?.list().map((r) => r.name).sort();
    expect(names).toEqual(['app db', 'postgres', 'template0', 'template1']);
    expect(again.catalog?.get('app db')?.oid).toBeGreaterThanOrEqual(16384);
  });
});
