import type { Catalog, ConstraintDef, IndexDef } from '@pgsqlite/catalog';
import { plainExpression } from '../ddl/expr-plain.js';
import { replaceSqliteIdentifier } from '../sql/identifier-tokens.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { requalifiedExpression } from '../analyze/requalify-names.js';

const ACTIONS: Record<string, string> = { r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

function qualifiedName(catalog: Catalog, relOid: number, searchPath: readonly string[]): string {
  const rel = catalog.relationByOid(relOid);
  if (!rel) return '???';
  const visible = catalog.findRelation(rel.name, undefined, searchPath)?.oid === rel.oid;
  return visible ? pgQuoteIdent(rel.name) : `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`;
}

function columnNames(catalog: Catalog, relOid: number, attnums: readonly number[]): string {
  const rel = catalog.relationByOid(relOid);
  return attnums.map((n) => pgQuoteIdent(rel?.columns.find((c) => c.attnum === n)?.name ?? '?')).join(', ');
}

/** regclass output of a relation OID: its name, schema-qualified when not visible on the search path. */
export function regclassText(catalog: Catalog, oid: number, searchPath: readonly string[]): string {
  return catalog.relationByOid(oid) ? qualifiedName(catalog, oid, searchPath) : String(oid);
}

/** pg_get_constraintdef(oid): `PRIMARY KEY (id)`, `FOREIGN KEY (a) REFERENCES t(id) ON DELETE CASCADE`, `CHECK (…)`. */
export function constraintDef(catalog: Catalog, c: ConstraintDef, searchPath: readonly string[], pretty = false): string {
  let s: string;
  switch (c.type) {
    case 'p':
      s = `PRIMARY KEY (${columnNames(catalog, c.relOid, c.columns)})`;
      break;
    case 'u':
      s = `UNIQUE ${c.nullsNotDistinct ? 'NULLS NOT DISTINCT ' : ''}(${columnNames(catalog, c.relOid, c.columns)})`;
      break;
    case 'c':
      s = checkDef(requalifiedExpression(catalog, catalog.relationByOid(c.relOid), c.checkExpr ?? '', searchPath), pretty);
      break;
    case 'f': {
      s = `FOREIGN KEY (${columnNames(catalog, c.relOid, c.columns)}) REFERENCES ${qualifiedName(catalog, c.refRelOid, searchPath)}(${columnNames(catalog, c.refRelOid, c.refColumns)})`;
      if (c.matchType === 'f') s += ' MATCH FULL';
      const upd = ACTIONS[c.onUpdate];
      const del = ACTIONS[c.onDelete];
      if (upd) s += ` ON UPDATE ${upd}`;
      if (del) s += ` ON DELETE ${del}`;
      break;
    }
    default:
      s = '';
  }
  if (c.deferrable) s += ' DEFERRABLE';
  if (c.deferred) s += ' INITIALLY DEFERRED';
  if (c.notValid) s += ' NOT VALID';
  return s;
}

/** `CHECK (expr)`: the expression pretty (pg_get_constraintdef(oid, true)) or with ruleutils' own parentheses (expr-plain.ts). */
export function checkDef(expr: string, pretty: boolean): string {
  return `CHECK (${pretty ? expr : (plainExpression(expr) ?? expr)})`;
}

/** A domain's CHECK: as checkDef, its VALUE kept in capitals (it reads back as the identifier value). */
export function domainCheckDef(expr: string, pretty: boolean): string {
  return pretty ? checkDef(expr, true) : replaceSqliteIdentifier(checkDef(expr, false), 'value', 'VALUE');
}

/** The key list of an index: `(a, lower(b) DESC NULLS LAST)`. */
function indexKeys(catalog: Catalog, idx: IndexDef, searchPath: readonly string[] | undefined, pretty: boolean): string {
  const rel = catalog.relationByOid(idx.relOid);
  return idx.keys
    .map((k) => {
      const expr = k.expr === null || searchPath === undefined ? k.expr : requalifiedExpression(catalog, rel, k.expr, searchPath);
      const shown = expr === null || pretty ? expr : (plainExpression(expr) ?? expr);
      const base = k.attnum ? pgQuoteIdent(rel?.columns.find((c) => c.attnum === k.attnum)?.name ?? '?') : `(${shown ?? ''})`;
      let s = k.attnum === 0 && shown !== null && isSimpleCall(shown) ? shown : base;
      if (k.opclass) s += ` ${k.opclass}`;
      if (k.desc) s += ' DESC';
      if (k.desc && !k.nullsFirst) s += ' NULLS LAST';
      if (!k.desc && k.nullsFirst) s += ' NULLS FIRST';
      return s;
    })
    .join(', ');
}

/** A function call prints without extra parentheses in an index key list. */
function isSimpleCall(expr: string): boolean {
  const open = expr.indexOf('(');
  if (open <= 0 || !expr.endsWith(')')) return false;
  // COALESCE(…), NULLIF(…), GREATEST(…) print so too
  for (const ch of expr.slice(0, open)) if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch === '_' || ch === '.' || (ch >= '0' && ch <= '9'))) return false;
  return true;
}

/** Whether `name` on the search path finds the relation of `schema` (generate_relation_name). */
function visibleByName(catalog: Catalog, schema: string, name: string, searchPath: readonly string[]): boolean {
  return catalog.findRelation(name, undefined, searchPath)?.schema === schema;
}

/** pg_get_indexdef(oid) (names in expressions qualified for `searchPath` when given): `CREATE [UNIQUE] INDEX name ON schema.table USING btree (keys) [WHERE (pred)]`. */
export function indexDef(catalog: Catalog, idx: IndexDef, pretty = false, searchPath?: readonly string[]): string {
  const irel = catalog.relationByOid(idx.oid);
  const rel = catalog.relationByOid(idx.relOid);
  // Pretty (PRETTYFLAG_SCHEMA): the table's schema only where the search path would not find it by name.
  const bare = pretty && rel !== undefined && searchPath !== undefined && visibleByName(catalog, rel.schema, rel.name, searchPath);
  const table = rel ? (bare ? pgQuoteIdent(rel.name) : `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`) : '???';
  let s = `CREATE ${idx.unique ? 'UNIQUE ' : ''}INDEX ${pgQuoteIdent(irel?.name ?? '?')} ON ${table} USING ${idx.method ?? 'btree'} (${indexKeys(catalog, idx, searchPath, pretty)})`;
  if (idx.nullsNotDistinct) s += ' NULLS NOT DISTINCT';
  const predicate = idx.predicate && searchPath !== undefined ? requalifiedExpression(catalog, rel, idx.predicate, searchPath) : idx.predicate;
  if (predicate) {
    const plain = pretty ? undefined : plainExpression(predicate);
    s += pretty ? ` WHERE ${predicate}` : plain !== undefined ? ` WHERE ${plain}` : ` WHERE (${predicate})`;
  }
  return s;
}
