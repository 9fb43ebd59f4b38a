import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// A text that starts with U+FEFF keeps it: TextDecoder drops a leading "byte-order mark" unless
// told not to, which silently changed bound parameters, statement names and (wasm) SQLite text.
const target = await startTarget();
afterAll(async () => target?.stop());

describe.skipIf(target === null)(`a leading U+FEFF is data (${target?.kind})`, () => {
  it('16-bom-1 a parameter, a stored value and a named statement keep their leading U+FEFF', async () => {
    const c = new pg.Client({ connectionString: target?.url });
    await c.connect();
    try {
      const bom = '\uFEFFx';
      const r = await c.query({ text: 'SELECT $1::text AS v, length($1::text) AS n, $1::text = chr(65279) || $2 AS same', values: [bom, 'x'], rowMode: 'array' });
      expect(r.rows[0]).toEqual([bom, 2, true]);
      await c.query('CREATE TEMP TABLE bom_t (v text)');
      await c.query('INSERT INTO bom_t VALUES ($1)', [bom]);
      const stored = await c.query({ name: '\uFEFFnamed', text: 'SELECT v, length(v) AS n FROM bom_t', rowMode: 'array' });
      expect(stored.rows[0]).toEqual([bom, 2]);
    } finally {
      await c.end();
    }
  });
});
