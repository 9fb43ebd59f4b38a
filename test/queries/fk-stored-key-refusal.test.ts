import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, targetKind, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * A foreign key whose action writes the referencing key (ON DELETE SET NULL / SET DEFAULT, ON
 * UPDATE CASCADE / SET NULL / SET DEFAULT) compares stored values in pgsqlite (SQLite cannot write
 * the hidden comparison-key column: ddl/foreign-key-keys.ts). A child key equal to a parent's
 * but written otherwise (numeric 1 under 1.0) is refused where PostgreSQL accepts it: the error
 * names the table, the constraint and the key, and a HINT says why — it was a bare "violates
 * foreign key constraint" with "The key that failed could not be determined." A key written as
 * stored, and a key with no action, keep PostgreSQL's answers.
 */

let target: TestTarget | null = null;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => target?.stop());

it('fk-stored-key-1: an equal key written otherwise under a writing action: 23503 naming the key, with the hint (PostgreSQL: accepted)', async () => {
  const client = new pg.Client({ host: target!.host, port: target!.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query('DROP TABLE IF EXISTS fsk_c1, fsk_c2, fsk_p CASCADE');
    await client.query('CREATE TABLE fsk_p (k numeric PRIMARY KEY)');
    await client.query('INSERT INTO fsk_p VALUES (1.0), (2)');
    await client.query('CREATE TABLE fsk_c1 (k numeric REFERENCES fsk_p ON DELETE SET NULL ON UPDATE CASCADE)');
    await client.query('CREATE TABLE fsk_c2 (k numeric REFERENCES fsk_p)');
    // Without a writing action, PostgreSQL's equality.
    await client.query('INSERT INTO fsk_c2 VALUES (1), (2.00)');
    await client.query('DELETE FROM fsk_c2');
    const outcome = await client.query('INSERT INTO fsk_c1 VALUES (1)').then(
      () => ({ code: 'ok' }),
      (e: pg.DatabaseError) => ({ code: e.code, message: e.message, detail: e.detail, hint: e.hint }),
    );
    if (targetKind === 'postgres') expect(outcome).toEqual({ code: 'ok' });
    else {
      expect(outcome).toMatchObject({
        code: '23503',
        message: 'insert or update on table "fsk_c1" violates foreign key constraint "fsk_c1_k_fkey"',
        detail: 'Key (k)=(1) is not present in table "fsk_p".',
      });
      expect((outcome as { hint?: string }).hint).toMatch(/^pgsqlite compares the key of a foreign key whose action writes it/);
    }
    // A key no row holds, by any equality: PostgreSQL's error, no hint.
    const missing = await client.query('INSERT INTO fsk_c1 VALUES (7)').then(
      () => ({ code: 'ok' }),
      (e: pg.DatabaseError) => ({ code: e.code, detail: e.detail, hint: e.hint }),
    );
    expect(missing).toEqual({ code: '23503', detail: 'Key (k)=(7) is not present in table "fsk_p".', hint: undefined });
    // As stored: accepted, and the actions apply.
    await client.query('INSERT INTO fsk_c1 VALUES (1.0), (2)');
    await client.query('UPDATE fsk_p SET k = 20 WHERE k = 2');
    await client.query('DELETE FROM fsk_p WHERE k = 1');
    expect((await client.query('SELECT k::text FROM fsk_c1 ORDER BY k NULLS FIRST')).rows.map((r: { k: string | null }) => r.k)).toEqual(targetKind === 'postgres' ? [null, null, '20'] : [null, '20']);
  } finally {
    await client.end();
  }
});
