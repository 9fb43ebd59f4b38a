import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { errorFields, query, startedClient } from '../helpers/raw-client.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/**
 * When a simple Query's statement fails, PostgreSQL has sent its RowDescription if the executor
 * started: an error of the first row (`select 2/n from generate_series(0,3) n`) comes after T, an
 * error of a constant the planner folds (`select 1/0`) or of parse analysis without it. A DEFERRED
 * unique check of an autocommitted statement fails its COMMIT, after the rows it returned and in
 * place of its CommandComplete (also the last statement of a multi-statement Query: its implicit
 * transaction commits before the CommandComplete). pgx's TestTraceBatchErrorWhileReadingResults
 * and TestConnBeginBatchDeferredError count on these. Sequences as PostgreSQL 15 sends them.
 */
describe.skipIf(target === null)(`RowDescription and rows before an error (${target?.kind})`, () => {
  const host = target?.host ?? '';
  const port = target?.port ?? 0;
  const run = async (...sqls: string[]): Promise<string[]> => {
    const c = await startedClient(host, port);
    const out: string[] = [];
    for (const sql of sqls) {
      c.write(query(sql));
      const ms = await c.until('Z');
      out.push(ms.map((m) => (m.type === 'E' ? `E${errorFields(m.body)['C']}` : m.type)).join(' '));
    }
    c.socket.destroy();
    return out;
  };

  it('row-description-before-error-1: an error of the first row comes after RowDescription', async () => {
    expect(await run('select 1; select 2/n-2 from generate_series(0,10) n; select 3', 'select 2/n from generate_series(0,3) n', 'select n from generate_series(1,3) n where 1/(n-1) > 0')).toEqual(['T D C T E22012 Z', 'T E22012 Z', 'T E22012 Z']);
    // the same statements again (shared literal plans) answer the same way
    expect(await run('select 2/n from generate_series(0,3) n', 'select 3/n from generate_series(0,3) n', 'select 4/n from generate_series(0,3) n')).toEqual(['T E22012 Z', 'T E22012 Z', 'T E22012 Z']);
  });

  it('row-description-before-error-2: plan-time errors (folded constants, parse analysis) come alone', async () => {
    expect(await run('select 1; select 1/0; select 3', 'select 1/0', 'select 1/0', 'select 1/0 from generate_series(1,3)', 'select n, 1/0 from generate_series(1,3) n where n > 1', "select 'a'::int, 2", "select 1 where 'x'::int = 1")).toEqual([
      'T D C E22012 Z',
      'E22012 Z',
      'E22012 Z',
      'E22012 Z',
      'E22012 Z',
      'E22P02 Z',
      'E22P02 Z',
    ]);
  });

  it('row-description-before-error-3: DML with RETURNING runs whole before its rows are sent', async () => {
    expect(await run('create temp table t(a int); insert into t values (0); update t set a = 1/a returning a', 'create temp table t(a int); insert into t values (0); select 1/a from t')).toEqual(['C C E22012 Z', 'C C T E22012 Z']);
  });

  it('row-description-before-error-4: a deferred unique check failing the COMMIT comes after the rows', async () => {
    expect(
      await run(
        "create temp table t (id text primary key, n int not null, unique (n) deferrable initially deferred); insert into t values ('a',1),('b',2),('c',3)",
        "update t set n=n+1 where id='b' returning *",
        "update t set n=n+1 where id='b'",
        "select 1; update t set n=n+1 where id='b' returning *; select 2",
        "update t set n=n+1 where id='b' returning *; select 2",
        'select * from t order by 1',
        "insert into t values ('z', 9) returning *",
      ),
    ).toEqual(['C C Z', 'T D E23505 Z', 'E23505 Z', 'T D C T D C T D E23505 Z', 'T D C T D E23505 Z', 'T D D D C Z', 'T D C Z']);
  });
});
