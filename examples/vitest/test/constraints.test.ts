import { expect, test } from 'pgsqlite/vitest';
import { balance, connect, transfer } from './bank.js';

// A failed transfer rolls back; the next test never sees a half-done one.
test.for(Array.from({ length: 13 }, (_, i) => i + 3))('overdraft from account %i is refused and rolled back', async (id, { database }) => {
  const client = await connect(database.url);
  try {
    await expect(transfer(client, id, 1, 1000)).rejects.toMatchObject({ code: '23514' });
    expect(await balance(client, id)).toBe(100);
    expect(await balance(client, 1)).toBe(100);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM transfers');
    expect(rows[0].n).toBe(0);
  } finally {
    await client.end();
  }
});
