// Records the bytes real clients send (psql, node-postgres simple and extended, COPY) through a
// recording TCP proxy in front of an in-process pgsqlite, into sessions.json for the TCP fuzzer:
//   node --conditions=source --import tsx test/protocol/fuzz/record-sessions.ts
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import postgres from 'postgres';
import { startPgsqlite } from '../../../src/index.js';

const server = await startPgsqlite({ port: 0 });
let current: Buffer[] = [];
const proxy: Server = createServer((client) => {
  const upstream = connect(server.port, server.host);
  client.on('data', (d: Buffer) => {
    current.push(Buffer.from(d));
    upstream.write(d);
  });
  upstream.on('data', (d: Buffer) => client.write(d));
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
  client.on('error', () => undefined);
  upstream.on('error', () => undefined);
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
const port = (proxy.address() as { port: number }).port;
const sessions: { name: string; client: string; stream: string }[] = [];

async function record(name: string, client: string, run: () => Promise<void> | void): Promise<void> {
  current = [];
  await run();
  await new Promise((r) => setTimeout(r, 100));
  sessions.push({ name, client, stream: Buffer.concat(current).toString('hex') });
}

// Asynchronous: the proxy and the server run on this thread.
const psql = (args: string[], input?: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = execFile('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q', ...args], { env: { ...process.env, PGCONNECT_TIMEOUT: '5' } }, (e, _out, err) =>
      e === null ? resolve() : reject(new Error(`psql: ${err}`)),
    );
    child.stdin?.end(input ?? '');
  });

await record('psql-queries', 'psql 15', () =>
  psql(['-c', "SELECT 1 AS one, 'x'::text AS t", '-c', 'CREATE TEMP TABLE f (a int, b text)', '-c', "INSERT INTO f VALUES (1, 'a'), (2, NULL)", '-c', 'SELECT * FROM f ORDER BY a']),
);
await record('psql-copy-from-stdin', 'psql 15', () =>
  psql(['-f', '-'], "CREATE TEMP TABLE c (a int, b text);\nCOPY c FROM STDIN;\n1\tone\n2\t\\N\n3\tthree\n\\.\nCOPY c FROM STDIN WITH (FORMAT csv);\n4,\"four\"\n\\.\nSELECT count(*) FROM c;\nBEGIN;\nSELECT a FROM c WHERE a > 1;\nROLLBACK;\n"),
);
await record('psql-describe', 'psql 15', () => psql(['-c', 'CREATE TEMP TABLE d (id int PRIMARY KEY, v text)', '-c', '\\d d']));
await record('node-postgres-simple', 'pg (node-postgres)', async () => {
  const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await c.connect();
  await c.query('CREATE TEMP TABLE s (a int, b text)');
  await c.query("INSERT INTO s VALUES (1, 'x'); SELECT * FROM s; BEGIN; UPDATE s SET b = 'y'; COMMIT");
  await c.query('SELECT now(), version()');
  await c.end();
});
await record('node-postgres-extended', 'pg (node-postgres)', async () => {
  const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await c.connect();
  await c.query('SELECT $1::int + 1 AS n, $2::text AS t', [41, 'hello']);
  await c.query({ name: 'named', text: 'SELECT $1::int AS v', values: [7] });
  await c.query({ name: 'named', text: 'SELECT $1::int AS v', values: [8] });
  await c.query({ text: 'SELECT * FROM (VALUES (1),(2),(3)) v(x) WHERE x > $1', values: [1], rowMode: 'array' });
  await c.query('SELECT $1::bytea AS b', [Buffer.from([0, 1, 2, 255])]);
  await c.query('SELECT nope($1)', [1]).catch(() => undefined);
  await c.query('SELECT 1');
  await c.end();
});
await record('postgres-js-copy', 'postgres (postgres.js)', async () => {
  const sql = postgres({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', max: 1, onnotice: () => undefined });
  await sql`CREATE TEMP TABLE k (a int, b text)`;
  const w = await sql`COPY k FROM STDIN`.writable();
  await new Promise<void>((resolve, reject) => {
    w.on('error', reject);
    w.write('1\ta\n2\tb\n');
    w.end('3\t\\N\n', () => resolve());
  });
  await new Promise((r) => setTimeout(r, 100));
  await sql`SELECT count(*) FROM k WHERE a > ${1}`;
  await sql.end();
});

const file = fileURLToPath(new URL('./sessions.json', import.meta.url));
writeFileSync(file, `${JSON.stringify({ recorded: 'client→server bytes through a proxy in front of pgsqlite', sessions }, null, 1)}\n`);
process.stdout.write(sessions.map((s) => `${s.name}: ${s.stream.length / 2} bytes`).join('\n') + '\n');
proxy.close();
await server.close();
process.exit(0);
