import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorWithDetail as errorOf } from '../helpers/pg-clients.js';

// Issue 6: SQL-level PREPARE / EXECUTE / DEALLOCATE. Runs against pgsqlite or
// (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15, which is how the expected answers were checked.
const { target, connect } = await startTargetWithClients();


describe.skipIf(target === null)('6 PREPARE/EXECUTE', () => {
  it('6-prepare-1 PREPARE with and without types; EXECUTE casts its arguments; tags of the inner statement', async () => {
    const c = await connect();
    await c.query('DROP TABLE IF EXISTS pp');
    await c.query('CREATE TABLE pp (a int, b text)');
    expect((await c.query('PREPARE ins (int, text) AS INSERT INTO pp VALUES ($1, $2)')).command).toBe('PREPARE');
    const r = await c.query("EXECUTE ins(1, 'one')");
    expect([r.command, r.rowCount]).toEqual(['INSERT', 1]);
    await c.query("EXECUTE ins('2', 'two')");
    await c.query('PREPARE sel AS SELECT a, b FROM pp WHERE a >= $1 ORDER BY a');
    const s = await c.query('EXECUTE sel(2.4)');
    expect([s.command, s.rows, s.fields.map((f) => f.dataTypeID)]).toEqual(['SELECT', [{ a: 2, b: 'two' }], [23, 25]]);
    await c.query('PREPARE arr (int[]) AS SELECT $1 AS x, array_length($1, 1) AS n');
    expect((await c.query("EXECUTE arr('{1,2,3}')")).rows).toEqual([{ x: [1, 2, 3], n: 3 }]);
    expect(await errorOf(c.query('EXECUTE sel'))).toBe('42601 wrong number of parameters for prepared statement "sel" | Expected 1 parameters but got 0.');
    expect(await errorOf(c.query('PREPARE ins AS SELECT 1'))).toBe('42P05 prepared statement "ins" already exists');
    expect(await errorOf(c.query('EXECUTE nosuch'))).toBe('26000 prepared statement "nosuch" does not exist');
    expect(await errorOf(c.query('DEALLOCATE nosuch'))).toBe('26000 prepared statement "nosuch" does not exist');
    expect((await c.query('DEALLOCATE ins')).command).toBe('DEALLOCATE');
    expect(await errorOf(c.query("EXECUTE ins(3, 'x')"))).toBe('26000 prepared statement "ins" does not exist');
    expect((await c.query('DEALLOCATE ALL')).command).toBe('DEALLOCATE');
    expect(await errorOf(c.query('EXECUTE sel(1)'))).toBe('26000 prepared statement "sel" does not exist');
  });

  it('6-prepare-2 SQL PREPARE and the protocol share one namespace', async () => {
    const c = await connect();
    await c.query({ name: 'proto', text: 'SELECT $1::int + 1 AS v', values: [1] });
    expect((await c.query('EXECUTE proto(41)')).rows).toEqual([{ v: 42 }]);
    await c.query('PREPARE sqlp (int) AS SELECT $1 * 2 AS v');
    expect(await errorOf(c.query('PREPARE proto AS SELECT 1'))).toBe('42P05 prepared statement "proto" already exists');
    expect((await c.query('EXECUTE sqlp(21)')).rows).toEqual([{ v: 42 }]);
  });
});
