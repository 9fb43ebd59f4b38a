// The database-per-test pattern (what pgsqlite/vitest does for every test) on any server that
// speaks the protocol: a template database with a migrated schema and a few thousand rows, then
// per iteration CREATE DATABASE … TEMPLATE, connect to it and run one query, disconnect, DROP
// DATABASE. Each step is timed apart (create, connect, drop) and as a whole (total), so the
// same rows on PostgreSQL 15 and on pgsqlite compare step by step.
import pg from 'pg';

/** The migrated schema of the template: what an application's migrations leave behind. */
const SCHEMA = [
  `CREATE TABLE users (id serial PRIMARY KEY, email text NOT NULL UNIQUE, name text, created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE projects (id serial PRIMARY KEY, owner_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE, title text NOT NULL, archived boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE tasks (id bigserial PRIMARY KEY, project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE, title text NOT NULL, done boolean NOT NULL DEFAULT false, due date, estimate numeric(6,2))`,
  `CREATE INDEX tasks_project_idx ON tasks (project_id, done)`,
  `CREATE TYPE mood AS ENUM ('happy', 'sad')`,
  `CREATE TABLE notes (id serial PRIMARY KEY, task_id bigint REFERENCES tasks(id), body text, mood mood, tags text[])`,
];

/** Rows of the template (users, projects, tasks, notes: about `rows` in all). */
function seed(rows) {
  const users = Math.max(1, Math.round(rows / 20));
  const projects = users * 2;
  const tasks = rows - users - projects;
  return [
    `INSERT INTO users (email, name) SELECT 'user' || g || '@example.com', 'User ' || g FROM generate_series(1, ${users}) g`,
    `INSERT INTO projects (owner_id, title) SELECT 1 + (g % ${users}), 'Project ' || g FROM generate_series(1, ${projects}) g`,
    `INSERT INTO tasks (project_id, title, done, due, estimate) SELECT 1 + (g % ${projects}), 'Task number ' || g, g % 3 = 0, date '2026-01-01' + (g % 365), (g % 40) / 4.0 FROM generate_series(1, ${tasks}) g`,
  ];
}

const urlOf = (server, database) => ({ host: server.host, port: server.port, user: server.user ?? 'postgres', database });

/**
 * Creates `template` on `server` ({ host, port, user? }) with the schema and `rows` rows. The
 * connection to it is closed again (a template in use cannot be copied).
 */
export async function prepareTemplate(server, template, rows) {
  const admin = new pg.Client(urlOf(server, 'postgres'));
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const db = new pg.Client(urlOf(server, template));
  await db.connect();
  try {
    for (const sql of [...SCHEMA, ...seed(rows)]) await db.query(sql);
    const { rows: count } = await db.query('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM projects) + (SELECT count(*) FROM tasks) AS n');
    return Number(count[0].n);
  } finally {
    await db.end();
  }
}

/**
 * Runs the pattern `iterations` times (after `warmup` unmeasured rounds) on one admin connection;
 * returns `{ create, connect, drop, total }`, each a list of milliseconds.
 */
export async function perTestDatabaseRounds(server, template, { iterations, warmup, prefix = 'pertest' }) {
  const admin = new pg.Client(urlOf(server, 'postgres'));
  await admin.connect();
  const samples = { create: [], connect: [], drop: [], total: [] };
  try {
    for (let i = 0; i < warmup + iterations; i++) {
      const name = `${prefix}_${process.pid}_${i}`;
      const t0 = performance.now();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      const t1 = performance.now();
      const db = new pg.Client(urlOf(server, name));
      await db.connect();
      const { rows } = await db.query('SELECT count(*)::int AS n FROM tasks WHERE project_id = $1', [1]);
      if (!(rows[0]?.n > 0)) throw new Error(`the copy of ${template} has no tasks of project 1`);
      await db.end();
      const t2 = performance.now();
      await admin.query(`DROP DATABASE ${name}`);
      const t3 = performance.now();
      if (i < warmup) continue;
      samples.create.push(t1 - t0);
      samples.connect.push(t2 - t1);
      samples.drop.push(t3 - t2);
      samples.total.push(t3 - t0);
    }
  } finally {
    await admin.end();
  }
  return samples;
}

/** Median / p99 row fields (µs) of a list of milliseconds. */
export function summary(ms) {
  const us = ms.map((v) => v * 1000).sort((a, b) => a - b);
  const at = (q) => us[Math.min(us.length - 1, Math.floor(q * us.length))];
  return { median_us: us.length % 2 === 1 ? us[(us.length - 1) >> 1] : (us[us.length / 2 - 1] + us[us.length / 2]) / 2, p99_us: at(0.99), samples: us.length };
}

/** The steps reported, in order: trial id suffix and label. */
export const PER_TEST_STEPS = [
  ['create', 'CREATE DATABASE … TEMPLATE'],
  ['connect', 'connect + one query + disconnect'],
  ['drop', 'DROP DATABASE'],
  ['total', 'per test (create + connect + drop)'],
];

/**
 * The per-test database trial on one server: pushes `per-test-db-<step>` rows (µs, median and
 * p99) with `target`'s fields, so PostgreSQL's rows and pgsqlite's compare by trial id.
 */
export async function runPerTestDatabase(target, server, { rows, iterations, warmup }, push, log) {
  const template = `pertest_tpl_${process.pid}`;
  let samples;
  try {
    const n = await prepareTemplate(server, template, rows);
    samples = await perTestDatabaseRounds(server, template, { iterations, warmup });
    for (const [step, label] of PER_TEST_STEPS) {
      const row = { trial: `per-test-db-${step}`, label, template_rows: n, ...target, ...summary(samples[step]) };
      push(row);
      log(`${target.id} ${row.trial}: ${(row.median_us / 1000).toFixed(2)} ms`);
    }
  } catch (e) {
    push({ trial: 'per-test-db-total', ...target, error: e instanceof Error ? e.message : String(e) });
  }
}

/** Markdown lines: the per-test database steps on pgsqlite beside PostgreSQL (empty when not run). */
export function perTestDatabaseTable(trials, pgsqliteId, postgresId) {
  const find = (trial, id) => trials.find((t) => t.trial === trial && t.id === id);
  if (!trials.some((t) => t.trial.startsWith('per-test-db-'))) return [];
  const ms = (r) => (r === undefined ? '–' : r.error ? `FAILED: ${r.error.split('\n')[0]}` : (r.median_us / 1000).toFixed(2));
  const ratio = (a, b) => (a?.median_us === undefined || b?.median_us === undefined ? '–' : `${(a.median_us / b.median_us).toFixed(2)}×`);
  const rows = find('per-test-db-create', pgsqliteId)?.template_rows ?? find('per-test-db-create', postgresId)?.template_rows ?? '?';
  const lines = [
    `### A database per test: CREATE DATABASE … TEMPLATE of a migrated schema with ${rows} rows, connect, DROP (ms, median; node-postgres)`,
    '',
    '| step | pgsqlite | PostgreSQL 15 | × PostgreSQL |',
    '|---|---|---|---|',
  ];
  for (const [step, label] of PER_TEST_STEPS) {
    const a = find(`per-test-db-${step}`, pgsqliteId);
    const b = find(`per-test-db-${step}`, postgresId);
    lines.push(`| ${label} | ${ms(a)} | ${ms(b)} | ${ratio(a, b)} |`);
  }
  lines.push('');
  return lines;
}
