import pg from 'pg';

/** The code under test: a transfer between two accounts, in one transaction. */
export async function transfer(client: pg.Client, from: number, to: number, amount: number): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('UPDATE accounts SET balance = balance - $2 WHERE id = $1', [from, amount]);
    await client.query('UPDATE accounts SET balance = balance + $2 WHERE id = $1', [to, amount]);
    await client.query('INSERT INTO transfers (from_id, to_id, amount) VALUES ($1, $2, $3)', [from, to, amount]);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}

/** Connects to a test database's URL; the caller ends it. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Balance of one account, as a number. */
export async function balance(client: pg.Client, id: number): Promise<number> {
  const { rows } = await client.query('SELECT balance FROM accounts WHERE id = $1', [id]);
  return Number(rows[0].balance);
}
