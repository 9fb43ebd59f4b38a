// CREATE DATABASE … TEMPLATE speed (issue 6 target: under 5 ms for a 10 MB database), through
// node-pg (one round trip included), outside the default tests. Two patterns:
//  - back to back: CREATE, DROP, CREATE … (the next copy of the template cannot be ready yet);
//  - per test: CREATE, then `--gap` ms of other work (a test running), then the next CREATE.
// Also, for scale, a SELECT 1 round trip and a raw copy of a 10 MiB file on this machine.
// Run after `npx tsc -b`:  node test/concurrency/template-copy.mjs [--gap 100] [--rounds 20]
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPgsqlite } from '../../dist/index.js';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? dflt : Number(process.argv[i + 1]);
};
const gap = arg('gap', 100);
const rounds = arg('rounds', 20);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `median ${median(xs).toFixed(2)} ms, min ${Math.min(...xs).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

const server = await startPgsqlite({ port: 0 });
const url = (db) => server.url.replace(/\/postgres$/, `/${db}`);
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
await admin.query('CREATE DATABASE tpl');
const tpl = new pg.Client({ connectionString: url('tpl') });
await tpl.connect();
await tpl.query('CREATE TABLE filler (id int PRIMARY KEY, payload text)');
await tpl.query("INSERT INTO filler SELECT g, repeat('x', 1000) FROM generate_series(1, 10000) g");
await tpl.end();

async function run(pause) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await admin.query(`CREATE DATABASE copy${i} TEMPLATE tpl`);
    times.push(performance.now() - t0);
    if (pause > 0) await new Promise((r) => setTimeout(r, pause));
    await admin.query(`DROP DATABASE copy${i}`);
  }
  return times;
}
// The round trip of a statement that does nothing, for scale (the machine's load).
const trivial = [];
for (let i = 0; i < rounds; i++) {
  const t0 = performance.now();
  await admin.query('SELECT 1');
  trivial.push(performance.now() - t0);
}
const backToBack = await run(0);
const perTest = await run(gap);
// The raw copy of a file of the same size, for scale (the machine's memory/disk speed and load).
const dir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const probe = join(dir, `pgsqlite-copy-probe-${process.pid}`);
writeFileSync(probe, Buffer.alloc(10 * 1024 * 1024, 1));
const raw = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  copyFileSync(probe, `${probe}-2`);
  raw.push(performance.now() - t0);
  rmSync(`${probe}-2`);
}
rmSync(probe);
console.log(`template: 10,000 rows of 1 kB; load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
console.log(`CREATE DATABASE … TEMPLATE, back to back: ${fmt(backToBack)}`);
console.log(`CREATE DATABASE … TEMPLATE, ${gap} ms between: ${fmt(perTest)}`);
console.log(`SELECT 1 round trip: ${fmt(trivial)}`);
console.log(`raw copyFileSync of a 10 MiB file in ${dir}: ${fmt(raw)}`);
await admin.end();
await server.close();
