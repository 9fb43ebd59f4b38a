#!/usr/bin/env node
/**
 * Captures the built-in rows of PostgreSQL 15's catalogs (pg_proc, pg_type, pg_operator, pg_class
 * of the system catalogs themselves, …) into packages/catalog/src/builtin/pg15-data.ts, the data
 * module pgsqlite's emulated catalogs read. Re-runnable:
 *
 *   node packages/catalog/capture/capture-builtin.mjs            # starts a throw-away cluster
 *   PGSQLITE_CAPTURE_URL=postgres://… node …/capture-builtin.mjs # or reads a fresh one given
 *
 * The cluster must be a fresh `initdb --locale=C -E UTF8` of PostgreSQL 15: every row with an OID
 * below FirstNormalObjectId (16384) is built in. Values are written as pgsqlite stores them:
 * bool 0/1, arrays (also oidvector/int2vector) as JSON text, reg* as their OID, node trees and
 * aclitems as text.
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/builtin/pg15-data.ts');

/** The catalogs captured: name, the rows that are built in, their order. */
const TABLES = [
  ['pg_namespace', `oid < 16384 AND nspname <> 'public'`, 'oid'],
  ['pg_type', 'oid < 16384', 'oid'],
  ['pg_proc', 'oid < 16384', 'oid'],
  ['pg_operator', 'oid < 16384', 'oid'],
  ['pg_cast', 'oid < 16384', 'oid'],
  ['pg_aggregate', 'aggfnoid::oid < 16384', 'aggfnoid::oid'],
  ['pg_am', 'oid < 16384', 'oid'],
  ['pg_amop', 'oid < 16384', 'oid'],
  ['pg_amproc', 'oid < 16384', 'oid'],
  ['pg_opclass', 'oid < 16384', 'oid'],
  ['pg_opfamily', 'oid < 16384', 'oid'],
  ['pg_collation', 'oid < 16384', 'oid'],
  ['pg_class', 'oid < 16384', 'oid'],
  ['pg_attribute', 'attrelid < 16384', 'attrelid, attnum'],
  ['pg_tablespace', 'oid < 16384', 'oid'],
  ['pg_language', 'oid < 16384', 'oid'],
  ['pg_range', 'rngtypid < 16384', 'rngtypid'],
  ['pg_description', 'objoid < 16384', 'objoid, classoid, objsubid'],
  ['pg_conversion', 'oid < 16384', 'oid'],
  ['pg_ts_config', 'oid < 16384', 'oid'],
  ['pg_ts_config_map', 'mapcfg < 16384', 'mapcfg, maptokentype, mapseqno'],
  ['pg_ts_dict', 'oid < 16384', 'oid'],
  ['pg_ts_parser', 'oid < 16384', 'oid'],
  ['pg_ts_template', 'oid < 16384', 'oid'],
  ['pg_init_privs', 'objoid < 16384', 'objoid, classoid, objsubid'],
  ['pg_index', 'indexrelid < 16384', 'indexrelid'],
  ['pg_constraint', 'oid < 16384', 'oid'],
];

/**
 * What PostgreSQL's functions print for built-in objects, which pgsqlite cannot derive from the
 * rows (argument defaults are node trees): name, columns (name, type OID), query.
 */
const DERIVED = [
  [
    'pg_proc_text',
    [['oid', 26], ['result', 25], ['arguments', 25], ['identity_arguments', 25]],
    `SELECT oid::int8 AS oid, pg_get_function_result(oid) AS result, pg_get_function_arguments(oid) AS arguments,
            pg_get_function_identity_arguments(oid) AS identity_arguments FROM pg_proc WHERE oid < 16384 ORDER BY oid`,
  ],
  [
    'pg_type_text',
    [['oid', 26], ['formatted', 25]],
    `SELECT oid::int8 AS oid, format_type(oid, NULL) AS formatted FROM pg_type WHERE oid < 16384 ORDER BY oid`,
  ],
  [
    'pg_index_text',
    [['oid', 26], ['indexdef', 25]],
    `SELECT indexrelid::int8 AS oid, pg_get_indexdef(indexrelid) AS indexdef FROM pg_index WHERE indexrelid < 16384 ORDER BY 1`,
  ],
  [
    'pg_constraint_text',
    [['oid', 26], ['condef', 25]],
    `SELECT oid::int8 AS oid, pg_get_constraintdef(oid) AS condef FROM pg_constraint WHERE oid < 16384 ORDER BY 1`,
  ],
  [
    'information_schema_tables',
    [['table_schema', 25], ['table_name', 25], ['table_type', 25], ['is_insertable_into', 25], ['is_typed', 25]],
    `SELECT table_schema::text AS table_schema, table_name::text AS table_name, table_type::text AS table_type,
            is_insertable_into::text AS is_insertable_into, is_typed::text AS is_typed
       FROM information_schema.tables WHERE table_schema IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  ],
  [
    'pg_class_text',
    [['oid', 26], ['viewdef', 25], ['pretty', 25]],
    `SELECT oid::int8 AS oid, pg_get_viewdef(oid) AS viewdef, pg_get_viewdef(oid, true) AS pretty FROM pg_class WHERE oid < 16384 AND relkind = 'v' ORDER BY oid`,
  ],
];

/** Types whose values are not numbers, strings or arrays in pgsqlite's storage: read as text. */
const AS_TEXT = new Set(['pg_node_tree', 'aclitem', 'xid', 'cid', 'tid', 'pg_lsn', 'anyarray', 'pg_ndistinct', 'pg_dependencies', 'pg_mcv_list']);

/** The capture expression of one column: its value as pgsqlite stores it. */
function columnExpr(name, type, category, elemType) {
  const c = `t.${JSON.stringify(name)}`;
  if (type === 'bool') return `${c}::int`;
  if (type === 'oidvector') return `array_to_json(${c}::oid[]::int8[])::text`;
  if (type === 'int2vector') return `array_to_json(${c}::int2[])::text`;
  if (category === 'A') {
    if (elemType === 'aclitem' || AS_TEXT.has(elemType)) return `array_to_json(${c}::text[])::text`;
    if (elemType.startsWith('reg') || elemType === 'oid') return `array_to_json(${c}::oid[]::int8[])::text`;
    if (elemType === 'bool') return `array_to_json(${c}::int[])::text`;
    return `array_to_json(${c})::text`;
  }
  if (type.startsWith('reg') || type === 'oid') return `${c}::oid::int8`;
  if (AS_TEXT.has(type)) return `${c}::text`;
  return c;
}

async function startCluster() {
  const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-capture-'));
  const asRoot = process.getuid?.() === 0;
  const wrap = (cmd, args) => (asRoot ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', cmd, ...args]] : [cmd, args]);
  if (asRoot) {
    const id = (f) => Number(execFileSync('id', [f, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const [initCmd, initArgs] = wrap(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore', env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' } });
  const [pgCmd, pgArgs] = wrap(join(bin, 'postgres'), ['-D', join(dir, 'data'), '-k', dir, '-c', 'listen_addresses=', '-p', '5432']);
  const child = spawn(pgCmd, pgArgs, { stdio: 'ignore', env: { ...process.env, LC_ALL: 'C' } });
  const url = `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}`;
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.end();
      return { url, stop: () => { child.kill('SIGINT'); setTimeout(() => rmSync(dir, { recursive: true, force: true }), 2000); } };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGINT');
  throw new Error('PostgreSQL did not start');
}

async function capture(client) {
  const version = (await client.query('SHOW server_version_num')).rows[0].server_version_num;
  if (!version.startsWith('15')) throw new Error(`PostgreSQL 15 expected, got ${version}`);
  const tables = [];
  for (const [name, where, order] of TABLES) {
    const cols = (
      await client.query(
        `SELECT a.attname, a.atttypid::int AS type, t.typname, t.typcategory, coalesce(e.typname, '') AS elem
           FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
          WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
        [`pg_catalog.${name}`],
      )
    ).rows;
    const exprs = cols.map((c) => columnExpr(c.attname, c.typname, c.typcategory, c.elem));
    const sql = `SELECT json_build_array(${exprs.join(', ')}) AS r FROM pg_catalog.${name} t WHERE ${where} ORDER BY ${order}`;
    const rows = (await client.query(sql)).rows.map((r) => r.r);
    tables.push({ name, columns: cols.map((c) => [c.attname, c.type]), rows });
  }
  for (const [name, columns, sql] of DERIVED) {
    const rows = (await client.query(`SELECT json_build_array(${columns.map(([n]) => n).join(', ')}) AS r FROM (${sql}) d`)).rows.map((r) => r.r);
    tables.push({ name, columns: columns.map(([n, t]) => [n, t]), rows });
  }
  return tables;
}

/** A JavaScript string literal in single quotes (the JSON inside keeps its double quotes unescaped). */
function quote(s) {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
}

function render(tables) {
  const lines = [
    '// Generated by packages/catalog/capture/capture-builtin.mjs from a fresh PostgreSQL 15 cluster',
    '// (initdb --locale=C -E UTF8): the built-in rows of its catalogs. Do not edit; re-run the script.',
    '',
    '/** One captured catalog: its columns (name, PostgreSQL type OID) and its rows as a JSON array of arrays. */',
    'export interface BuiltinTableData {',
    '  readonly name: string;',
    '  readonly columns: readonly (readonly [string, number])[];',
    '  readonly rows: string;',
    '}',
    '',
    'export const BUILTIN_TABLES: readonly BuiltinTableData[] = [',
  ];
  for (const t of tables) {
    lines.push(`  {`, `    name: ${JSON.stringify(t.name)},`, `    columns: ${JSON.stringify(t.columns)},`, `    rows: ${quote(JSON.stringify(t.rows))},`, `  },`);
  }
  lines.push('];', '');
  const version = createHash('sha256').update(JSON.stringify(tables)).digest('hex').slice(0, 16);
  lines.push('/** Identifies this capture: a database file holding another one has its built-in rows rewritten. */', `export const BUILTIN_VERSION = '${version}';`, '');
  return lines.join('\n');
}

const given = process.env['PGSQLITE_CAPTURE_URL'];
const cluster = given ? { url: given, stop: () => {} } : await startCluster();
const client = new pg.Client(cluster.url);
try {
  await client.connect();
  const tables = await capture(client);
  writeFileSync(OUT, render(tables));
  for (const t of tables) console.log(`${t.name}: ${t.rows.length} rows`);
} finally {
  await client.end();
  cluster.stop();
}
