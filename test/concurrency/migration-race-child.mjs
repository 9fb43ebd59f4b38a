// One side of the two-process migration race (6-clients.test.ts): take the advisory lock, create
// the migrations table if it is missing, record a row, release. Prints {"created": bool, "pid": n}.
import pg from 'pg';

const [url, table] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  await client.query('SELECT pg_advisory_lock($1)', [424242]);
  const exists = await client.query('SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = $1', [table]);
  let created = false;
  // Hold the lock a while before creating, so that an unguarded race would collide.
  await new Promise((r) => setTimeout(r, 150));
  if (exists.rows[0].n === 0) {
    await client.query(`CREATE TABLE ${table} (id serial PRIMARY KEY, applied_by int NOT NULL)`);
    created = true;
  }
  await client.query(`INSERT INTO ${table} (applied_by) VALUES ($1)`, [pid]);
  await client.query('SELECT pg_advisory_unlock($1)', [424242]);
  process.stdout.write(JSON.stringify({ created, pid }));
} finally {
  await client.end();
}
