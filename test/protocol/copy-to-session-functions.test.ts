import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { query, startedClient } from '../helpers/raw-client.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/**
 * COPY (query) TO whose query calls a session function per row among its output columns
 * (pgx's TestConnCopyToCanceled: `copy (select *, pg_sleep(0.01) from generate_series(1,1000))
 * to stdout`, which it cancels midway). The lines as PostgreSQL 15 writes them.
 */
describe.skipIf(target === null)(`COPY TO with session functions (${target?.kind})`, () => {
  it('copy-session-fn-1: pg_sleep() per row, text and csv, a cast and a lock call', async () => {
    const c = await startedClient(target?.host ?? '', target?.port ?? 0);
    const lines = async (sql: string): Promise<string> => {
      c.write(query(sql));
      const ms = await c.until('Z');
      return `${ms.map((m) => m.type).join('')} ${ms.filter((m) => m.type === 'd').map((m) => m.body.toString()).join('')}`;
    };
    expect(await lines('copy (select *, pg_sleep(0.001) from generate_series(1,3)) to stdout')).toBe('HdddcCZ 1\t\n2\t\n3\t\n');
    expect(await lines('copy (select n, pg_sleep(0)::text as s, pg_try_advisory_lock(5) from generate_series(1,2) n) to stdout (format csv, header, force_quote (s))')).toBe('HdddcCZ n,s,pg_try_advisory_lock\n1,"",t\n2,"",t\n');
    c.socket.destroy();
  });
});
