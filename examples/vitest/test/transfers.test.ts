import { expect, test } from 'pgsqlite/vitest';
import { balance, connect, transfer } from './bank.js';

// Each test moves money and checks exact balances: in a shared database the tests would see each
// other's transfers; here each one starts from the template's 2,000 accounts at 100.
test.for(Array.from({ length: 13 }, (_, i) => i + 1))('transfer %i moves exactly its amount', async (amount, { database }) => {
  const client = await connect(database.url);
  try {
    await transfer(client, 1, 2, amount);
    expect(await balance(client, 1)).toBe(100 - amount);
    expect(await balance(client, 2)).toBe(100 + amount);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM transfers');
    expect(rows[0].n).toBe(1);
  } finally {
    await client.end();
  }
});
