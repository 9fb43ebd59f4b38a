// postgres.js against pgsqlite: tagged templates, dynamic inserts, a transaction, JSON, a cursor.
// Start a server first (`npx pgsqlite`), then `npm start`.
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', { onnotice: () => {} });

await sql`
  CREATE TABLE IF NOT EXISTS events (
    id bigserial PRIMARY KEY,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    at timestamptz NOT NULL DEFAULT now()
  )`;

const rows = [
  { kind: 'signup', payload: sql.json({ user: 'ada' }) },
  { kind: 'login', payload: sql.json({ user: 'ada', ip: '10.0.0.1' }) },
  { kind: 'login', payload: sql.json({ user: 'grace' }) },
];
await sql`INSERT INTO events ${sql(rows, 'kind', 'payload')}`;

// A transaction: both statements or neither.
const [moved] = await sql.begin(async (tx) => {
  await tx`INSERT INTO events (kind, payload) VALUES ('logout', ${tx.json({ user: 'ada' })})`;
  return tx`SELECT count(*)::int AS n FROM events WHERE payload->>'user' = ${'ada'}`;
});
console.log('events of ada:', moved.n);

const logins = await sql`SELECT kind, payload->>'user' AS "user" FROM events WHERE kind = ${'login'} ORDER BY id`;
console.log('logins:', logins.map((r) => r.user));

// Rows in batches through a cursor.
let seen = 0;
for await (const batch of sql`SELECT id FROM events ORDER BY id`.cursor(2)) seen += batch.length;
console.log('rows read through a cursor:', seen);

await sql.end();
console.log('postgres.js example: ok');
