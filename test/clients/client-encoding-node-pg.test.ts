import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// node-postgres after SET client_encoding (its startup packet always says UTF8); it decodes
// results as UTF-8 whatever the encoding, so these cases read ASCII and errors only.
const target = await startTarget();
afterAll(async () => target?.stop());

describe.skipIf(target === null)(`node-postgres with client_encoding (${target?.kind})`, () => {
  it('client-encoding-node-pg-1 LATIN1: reported, SHOW, pg_client_encoding, 22P05 for a value it cannot hold', async () => {
    const c = new pg.Client({ connectionString: target?.url });
    await c.connect();
    try {
      await c.query("SET client_encoding = 'latin1'");
      const r = await c.query({ text: 'SELECT current_setting($1) AS s, pg_client_encoding() AS e, $2::text AS v', values: ['client_encoding', 'plain'], rowMode: 'array' });
      expect(r.rows[0]).toEqual(['LATIN1', 'LATIN1', 'plain']);
      const err = await c.query('SELECT chr(26085)').catch((e: unknown) => e as { code?: string; message?: string });
      expect([(err as { code?: string }).code, (err as { message?: string }).message]).toEqual(['22P05', 'character with byte sequence 0xe6 0x97 0xa5 in encoding "UTF8" has no equivalent in encoding "LATIN1"']);
      await c.query('CREATE TEMP TABLE npg (t text)');
      const ins = await c.query('INSERT INTO npg VALUES (chr(26085)) RETURNING t').catch((e: unknown) => e as { code?: string });
      expect((ins as { code?: string }).code).toBe('22P05');
      expect((await c.query({ text: 'SELECT count(*)::int FROM npg', rowMode: 'array' })).rows).toEqual([[0]]);
      await c.query("SET client_encoding = 'UTF8'");
      expect((await c.query({ text: 'SELECT chr(26085)', rowMode: 'array' })).rows).toEqual([['日']]);
    } finally {
      await c.end();
    }
  });
});
