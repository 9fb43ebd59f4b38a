import { Oid, typeByOid } from '@pgsqlite/catalog';
import { deparseSync } from 'pgsql-deparser';
import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateExpr, resolveTypeName } from '../analyze/expr.js';
import { coerce } from '../analyze/coerce.js';
import { asBool } from '../analyze/operators.js';
import type { DdlPlan } from '../plan.js';
import { type AttributeFacts, bumpVersion, registerRelation } from './catalog-steps.js';
import { lookupRelation } from '../stmt/from-clause.js';
import { sqliteNameFor, targetSchema } from './names.js';

const SERIALS: Record<string, number> = {
  serial: Oid.int4, serial4: Oid.int4, bigserial: Oid.int8, serial8: Oid.int8, smallserial: Oid.int2, serial2: Oid.int2,
};

const STORAGE_DECL: Record<string, string> = { integer: 'INTEGER', real: 'REAL', text: 'TEXT', blob: 'BLOB' };

interface ColumnPlan {
  facts: AttributeFacts;
  sql: string;
  serial: boolean;
  primaryKey: boolean;
}

/** CREATE TABLE → a SQLite table whose declared types are the storage classes, plus catalog rows. */
export function planCreateTable(ctx: PlanCtx, stmt: Fields): DdlPlan {
  const rv = stmt['relation'] as Fields;
  const name = String(rv['relname']);
  const schema = targetSchema(ctx, rv);
  if (rv['relpersistence'] === 't') throw ctx.error('feature_not_supported', 'temporary tables are not supported by pgsqlite yet', rv['location']);
  if (stmt['inhRelations']?.length) throw ctx.error('feature_not_supported', 'table inheritance is not supported by pgsqlite', rv['location']);
  if (stmt['partspec']) throw ctx.error('feature_not_supported', 'partitioned tables are not supported by pgsqlite', rv['location']);
  if (ctx.catalog.findRelation(name, schema, ctx.searchPath)) {
    if (stmt['if_not_exists']) return { kind: 'ddl', steps: [], tag: 'CREATE TABLE', notices: [`relation "${name}" already exists, skipping`] };
    throw ctx.error('duplicate_table', `relation "${name}" already exists`, rv['location']);
  }
  const sqliteName = sqliteNameFor(schema, name);
  const elts = (stmt['tableElts'] as AstNode[] | undefined) ?? [];
  const tableConstraints = elts.filter((n) => nodeType(n) === 'Constraint').map((n) => fieldsOf(n));
  const pkCols = new Set<string>();
  for (const c of tableConstraints) if (c['contype'] === 'CONSTR_PRIMARY') for (const k of (c['keys'] as AstNode[]) ?? []) pkCols.add(strVal(k));
  const scope = new Scope(ctx);
  const columns: ColumnPlan[] = [];
  for (const n of elts) {
    if (nodeType(n) !== 'ColumnDef') continue;
    columns.push(planColumn(ctx, name, fieldsOf(n), columns.length + 1, pkCols, scope));
  }
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c.facts.name)) throw ctx.error('duplicate_column', `column "${c.facts.name}" specified more than once`);
    seen.add(c.facts.name);
  }
  scope.add({ alias: name, columns: columns.map((c) => ({ name: c.facts.name, type: c.facts.typeOid, typmod: c.facts.typmod, sql: quoteIdent(c.facts.sqliteName), tableOid: 0, attnum: c.facts.attnum, rangeAlias: name })) });
  const defs = columns.map((c) => c.sql);
  for (const c of tableConstraints) {
    const sql = tableConstraint(ctx, name, c, scope, columns);
    if (sql) defs.push(sql);
  }
  const steps = [`CREATE TABLE ${quoteIdent(sqliteName)} (${defs.join(', ')})`, ...registerRelation(schema, name, 'r', sqliteName, columns.map((c) => c.facts)), bumpVersion()];
  return { kind: 'ddl', steps, tag: 'CREATE TABLE', notices: [] };
}

function planColumn(ctx: PlanCtx, table: string, f: Fields, attnum: number, pkCols: Set<string>, scope: Scope): ColumnPlan {
  const name = String(f['colname']);
  const typeNode = f['typeName'] as Fields;
  const typeNames = names(typeNode['names']);
  const serialType = typeNames.length === 1 ? SERIALS[typeNames[0] as string] : undefined;
  const { oid, typmod } = serialType !== undefined ? { oid: serialType, typmod: -1 } : resolveTypeName(ctx, typeNode);
  const type = typeByOid(oid);
  const constraints = ((f['constraints'] as AstNode[] | undefined) ?? []).map((n) => fieldsOf(n));
  let notNull = Boolean(f['is_not_null']) || serialType !== undefined;
  let primaryKey = pkCols.has(name);
  let identity: '' | 'a' | 'd' = '';
  let defaultExpr: string | null = null;
  let defaultSqlite: string | null = null;
  const extra: string[] = [];
  for (const c of constraints) {
    switch (c['contype']) {
      case 'CONSTR_NOTNULL':
        notNull = true;
        break;
      case 'CONSTR_NULL':
        break;
      case 'CONSTR_PRIMARY':
        primaryKey = true;
        notNull = true;
        break;
      case 'CONSTR_DEFAULT': {
        const e = coerce(ctx, translateExpr(c['raw_expr'], { scope: new Scope(ctx), clause: 'DEFAULT expressions' }), oid, typmod, 'assignment');
        defaultSqlite = e.sql;
        defaultExpr = deparseSync(c['raw_expr']);
        break;
      }
      case 'CONSTR_IDENTITY':
        identity = c['generated_when'] === 'a' ? 'a' : 'd';
        notNull = true;
        break;
      case 'CONSTR_UNIQUE':
        extra.push(`CONSTRAINT ${quoteIdent(String(c['conname'] ?? `${table}_${name}_key`))} UNIQUE`);
        break;
      case 'CONSTR_CHECK': {
        const colScope = new Scope(ctx);
        colScope.add({ alias: table, columns: [{ name, type: oid, typmod, sql: quoteIdent(name), tableOid: 0, attnum, rangeAlias: table }] });
        const e = asBool(translateExpr(c['raw_expr'], { scope: colScope, clause: 'check constraints' }), { scope: colScope });
        extra.push(`CONSTRAINT ${quoteIdent(String(c['conname'] ?? `${table}_${name}_check`))} CHECK (${e.sql})`);
        break;
      }
      case 'CONSTR_FOREIGN':
        extra.push(references(ctx, scope, c, table, [name]));
        break;
      case 'CONSTR_GENERATED': {
        const e = translateExpr(c['raw_expr'], { scope, clause: 'generation expression' });
        extra.push(`GENERATED ALWAYS AS (${coerce(ctx, e, oid, typmod, 'assignment').sql}) STORED`);
        break;
      }
      case 'CONSTR_ATTR_DEFERRABLE':
      case 'CONSTR_ATTR_NOT_DEFERRABLE':
      case 'CONSTR_ATTR_DEFERRED':
      case 'CONSTR_ATTR_IMMEDIATE':
        break;
      default:
        throw ctx.error('feature_not_supported', `column constraint ${String(c['contype']).slice(7)} is not supported by pgsqlite`, c['location']);
    }
  }
  const autoKey = primaryKey && (serialType !== undefined || identity !== '') && pkCols.size <= 1;
  if ((serialType !== undefined || identity !== '') && !autoKey) {
    throw ctx.error('feature_not_supported', 'serial and identity columns are only supported as a single-column primary key by pgsqlite yet', f['location']);
  }
  if (autoKey) defaultExpr = serialType !== undefined ? `nextval('${table}_${name}_seq'::regclass)` : null;
  const decl = autoKey ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : `${STORAGE_DECL[type?.storage ?? 'text']}${primaryKey && !pkCols.has(name) ? ' PRIMARY KEY' : ''}`;
  let sql = `${quoteIdent(name)} ${decl}`;
  if (notNull && !autoKey) sql += ' NOT NULL';
  if (defaultSqlite !== null) sql += ` DEFAULT (${defaultSqlite})`;
  if (extra.length) sql += ` ${extra.join(' ')}`;
  return {
    facts: { attnum, name, typeOid: oid, typmod, notNull, defaultExpr, defaultSqlite, identity, sqliteName: name },
    sql,
    serial: autoKey,
    primaryKey,
  };
}

function references(ctx: PlanCtx, scope: Scope, c: Fields, table: string, cols: string[]): string {
  const target = lookupRelation(new Scope(ctx), c['pktable']);
  const pk = ((c['pk_attrs'] as AstNode[] | undefined) ?? []).map(strVal);
  const actions: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };
  let sql = `CONSTRAINT ${quoteIdent(String(c['conname'] ?? `${table}_${cols.join('_')}_fkey`))} REFERENCES ${quoteIdent(target.sqliteName)}`;
  if (pk.length) sql += ` (${pk.map(quoteIdent).join(', ')})`;
  const del = actions[String(c['fk_del_action'] ?? 'a')];
  const upd = actions[String(c['fk_upd_action'] ?? 'a')];
  if (del && del !== 'NO ACTION') sql += ` ON DELETE ${del}`;
  if (upd && upd !== 'NO ACTION') sql += ` ON UPDATE ${upd}`;
  if (c['deferrable']) sql += ` DEFERRABLE INITIALLY ${c['initdeferred'] ? 'DEFERRED' : 'IMMEDIATE'}`;
  void scope;
  return sql;
}

function tableConstraint(ctx: PlanCtx, table: string, c: Fields, scope: Scope, columns: ColumnPlan[]): string | null {
  const keys = ((c['keys'] as AstNode[] | undefined) ?? []).map(strVal);
  for (const k of keys) {
    if (!columns.some((col) => col.facts.name === k)) throw ctx.error('undefined_column', `column "${k}" named in key does not exist`, c['location']);
  }
  const named = (dflt: string): string => `CONSTRAINT ${quoteIdent(String(c['conname'] ?? dflt))} `;
  switch (c['contype']) {
    case 'CONSTR_PRIMARY':
      if (keys.length === 1 && columns.some((col) => col.serial && col.facts.name === keys[0])) return null;
      return `${named(`${table}_pkey`)}PRIMARY KEY (${keys.map(quoteIdent).join(', ')})`;
    case 'CONSTR_UNIQUE':
      if (c['nulls_not_distinct']) throw ctx.error('feature_not_supported', 'UNIQUE NULLS NOT DISTINCT is not supported by pgsqlite yet', c['location']);
      return `${named(`${table}_${keys.join('_')}_key`)}UNIQUE (${keys.map(quoteIdent).join(', ')})`;
    case 'CONSTR_CHECK': {
      const e = asBool(translateExpr(c['raw_expr'], { scope, clause: 'check constraints' }), { scope });
      return `${named(`${table}_check`)}CHECK (${e.sql})`;
    }
    case 'CONSTR_FOREIGN': {
      const fk = ((c['fk_attrs'] as AstNode[] | undefined) ?? []).map(strVal);
      return `FOREIGN KEY (${fk.map(quoteIdent).join(', ')}) ${references(ctx, scope, c, table, fk)}`;
    }
    default:
      throw ctx.error('feature_not_supported', `table constraint ${String(c['contype']).slice(7)} is not supported by pgsqlite`, c['location']);
  }
}
