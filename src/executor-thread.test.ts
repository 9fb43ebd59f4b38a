import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPgsqlite } from '../dist/index.js';

const bundle = new URL('../dist/executor-thread.bundle.js', import.meta.url);

// The bundle exists after `npm run build` (CI's `npm ci` runs it through `prepare`).
describe.skipIf(!existsSync(fileURLToPath(bundle)))('executor threads from the bundle (dist/executor-thread.bundle.js)', () => {
  it('executor-thread-1 statements, runtime functions and their SQLSTATEs work in bundled threads', async () => {
    const server = await startPgsqlite({ port: 0, threadModule: bundle });
    const client = new pg.Client({ connectionString: server.url });
    try {
      await client.connect();
      await client.query('CREATE TABLE t (id integer PRIMARY KEY, v text)');
      await client.query("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
      const r = await client.query("SELECT upper(v) AS u, md5(v) AS h FROM t WHERE id = $1", [2]);
      expect(r.rows).toEqual([{ u: 'B', h: '92eb5ffee6ae2fec3ad71c777531578f' }]);
      const err = await client.query('SELECT 1 / (id - 1) FROM t').catch((e: { code?: string }) => e);
      expect(err).toMatchObject({ code: '22012' });
      const dup = await client.query('INSERT INTO t VALUES (1, null)').catch((e: { code?: string; detail?: string }) => e);
      expect(dup).toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' });
    } finally {
      await client.end().catch(() => undefined);
      await server.close();
    }
  });
});
