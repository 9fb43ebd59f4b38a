import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { bind, errorFields, execute, parse, query, startedClient, sync, describePortal } from '../helpers/raw-client.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/**
 * PostgreSQL sends the rows a query computed before an error, then the error (no CommandComplete):
 * `select 10/(10-n) from generate_series(1, 100) n` gives nine DataRows, then 22012. pgx's
 * TestQueryContextErrorWhileReceivingRows / TestConnSendBatchQueryError count those rows; pgsqlite
 * dropped them when the error came within a batch. Message sequences as PostgreSQL 15 sends them.
 */
describe.skipIf(target === null)(`rows computed before an error (${target?.kind})`, () => {
  const host = target?.host ?? '';
  const port = target?.port ?? 0;
  const types = (ms: { type: string }[]): string => ms.map((m) => m.type).join('');

  it('rows-before-error-extended: DataRows up to the failing row, then ErrorResponse', async () => {
    const c = await startedClient(host, port);
    c.write(Buffer.concat([parse('select 10/(10-n) from generate_series(1, 100) n'), bind(), describePortal(), execute(), sync()]));
    const ms = await c.until('Z');
    expect(types(ms)).toBe(`12T${'D'.repeat(9)}EZ`);
    const e = ms.find((m) => m.type === 'E');
    expect(errorFields(e?.body ?? Buffer.alloc(0))['C']).toBe('22012');
    c.socket.destroy();
  });

  it('rows-before-error-where: a failing WHERE after some rows passed', async () => {
    const c = await startedClient(host, port);
    c.write(Buffer.concat([parse('select n from generate_series(0,5) n where 100/(5-n) > 0'), bind(), execute(), sync()]));
    expect(types(await c.until('Z'))).toBe(`12${'D'.repeat(5)}EZ`);
    c.socket.destroy();
  });

  it('rows-before-error-simple: the same in a simple Query, after the statements before it', async () => {
    const c = await startedClient(host, port);
    c.write(query('select generate_series(1,3); select 100/(5-n) from generate_series(0,5) n; select 3'));
    expect(types(await c.until('Z'))).toBe(`TDDDCT${'D'.repeat(5)}EZ`);
    c.socket.destroy();
  });
});
