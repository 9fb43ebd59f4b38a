// node-postgres against pgsqlite: a pool, parameters, a transaction, JSON and arrays, a prepared
// statement, an error with its SQLSTATE. Start a server first (`npx pgsqlite`), then `npm start`.
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });

await pool.query(`
  CREATE TABLE IF NOT EXISTS todos (
    id serial PRIMARY KEY,
    title text NOT NULL,
    done boolean NOT NULL DEFAULT false,
    tags text[] NOT NULL DEFAULT '{}',
    meta jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`);

// A transaction on one client of the pool.
const client = await pool.connect();
try {
  await client.query('BEGIN');
  for (const [title, tags] of [['write docs', ['docs']], ['ship it', ['release', 'urgent']]]) {
    await client.query('INSERT INTO todos (title, tags, meta) VALUES ($1, $2, $3)', [title, tags, { source: 'example' }]);
  }
  await client.query('COMMIT');
} catch (e) {
  await client.query('ROLLBACK');
  throw e;
} finally {
  client.release();
}

// A named prepared statement, reused.
const byTag = { name: 'todos-by-tag', text: 'SELECT id, title, tags, meta FROM todos WHERE $1 = ANY(tags) ORDER BY id' };
const { rows } = await pool.query({ ...byTag, values: ['urgent'] });
console.log('urgent:', rows);

await pool.query('UPDATE todos SET done = true WHERE title = $1', ['write docs']);
const counts = await pool.query('SELECT done, count(*)::int AS n FROM todos GROUP BY done ORDER BY done');
console.log('by state:', counts.rows);

// Errors carry PostgreSQL's SQLSTATE.
try {
  await pool.query('INSERT INTO todos (title) VALUES (NULL)');
} catch (e) {
  console.log('not-null violation:', e.code, e.message);
}

await pool.end();
console.log('node-postgres example: ok');
