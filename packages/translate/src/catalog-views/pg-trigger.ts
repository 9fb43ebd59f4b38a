import { Oid, type Catalog, type TriggerDef } from '@pgsqlite/catalog';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { printWhen } from '../ddl/trigger-when.js';
import type { AstNode } from '../parse/ast.js';
import { functionNameFor } from '../analyze/requalify-names.js';
import { b, type Col, relation, type Row, type VirtualRelation } from './relation-builder.js';

// pg_trigger.tgtype bits (trigger.h TRIGGER_TYPE_*)
const ROW = 1;
const BEFORE = 2;
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;
const INSTEAD = 64;

/** pg_trigger.tgtype of a trigger. */
export function triggerType(t: TriggerDef): number {
  const ev = (e: 'insert' | 'update' | 'delete', bit: number): number => (t.events.includes(e) ? bit : 0);
  return (t.level === 'statement' ? 0 : ROW) | (t.timing === 'after' ? 0 : t.timing === 'instead' ? INSTEAD : BEFORE) | ev('insert', INSERT) | ev('delete', DELETE) | ev('update', UPDATE);
}

/** pg_trigger.tgargs: each argument followed by a zero byte, as bytea hex. */
function argsBytes(args: readonly string[]): string {
  // UTF-8 bytes of the text as hex (encodeURIComponent spells every non-ASCII byte as %XX).
  let hex = '';
  for (const ch of args.map((a) => `${a}\u0000`).join('')) {
    const enc = ch === '\u0000' ? '%00' : encodeURIComponent(ch);
    hex += enc.startsWith('%') ? enc.split('%').join('') : ch.charCodeAt(0).toString(16).padStart(2, '0');
  }
  return `X'${hex}'`;
}

/** pg_trigger: the triggers CREATE TRIGGER made (pgsqlite has no internal ones). */
export function pgTrigger(catalog: Catalog, cols: readonly Col[]): VirtualRelation {
  const rows: Row[] = (catalog.triggers?.() ?? []).map((t) => {
    const v: Record<string, Row[number]> = {
      oid: t.oid,
      tgrelid: t.relOid,
      tgparentid: t.parentOid ?? 0,
      tgname: t.name,
      tgfoid: t.functionOid,
      tgtype: triggerType(t),
      tgenabled: t.enabled ?? 'O',
      tgisinternal: b(false),
      tgconstrrelid: 0,
      tgconstrindid: 0,
      tgconstraint: 0,
      tgdeferrable: b(t.deferral?.deferrable ?? false),
      tginitdeferred: b(t.deferral?.initiallyDeferred ?? false),
      tgnargs: t.args?.length ?? 0,
      tgattr: JSON.stringify(attnums(catalog, t)),
      tgargs: { sql: argsBytes(t.args ?? []) },
      tgoldtable: t.transitions?.old ?? null,
      tgnewtable: t.transitions?.new ?? null,
    };
    return cols.map(([name]) => v[name] ?? null);
  });
  return relation(cols, rows);
}

/** pg_get_triggerdef(oid[, pretty]): the table is schema-qualified unless pretty; the function qualified when `searchPath` would not find it. */
export function triggerDefinition(catalog: Catalog, t: TriggerDef, pretty: boolean, searchPath?: readonly string[]): string {
  const rel = [...catalog.relations()].find((r) => r.oid === t.relOid);
  const fn = (catalog.userFunctions?.() ?? []).find((f) => f.oid === t.functionOid);
  const table = rel === undefined ? '?' : pretty ? pgQuoteIdent(rel.name) : `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`;
  const types = new Map((rel?.columns ?? []).map((c) => [c.name, c.typeOid] as [string, number]));
  const when = t.when === null ? '' : ` WHEN (${printWhen(JSON.parse(t.when) as AstNode, types, pretty)})`;
  // pg_get_triggerdef lists the events in tgtype bit order: INSERT, DELETE, UPDATE [OF …], TRUNCATE.
  const events = (['insert', 'delete', 'update'] as const)
    .filter((e) => t.events.includes(e))
    .map((e) => (e === 'update' && (t.columns?.length ?? 0) > 0 ? `UPDATE OF ${t.columns!.map(pgQuoteIdent).join(', ')}` : e.toUpperCase()))
    .join(' OR ');
  const timing = t.timing === 'after' ? 'AFTER' : t.timing === 'instead' ? 'INSTEAD OF' : 'BEFORE';
  const level = t.level === 'statement' ? 'STATEMENT' : 'ROW';
  const args = (t.args ?? []).map((a) => `'${a.split("'").join("''")}'`).join(', ');
  // ruleutils.c: REFERENCING OLD TABLE AS o NEW TABLE AS n, between the table and FOR EACH.
  const tt = t.transitions;
  const referencing = tt === undefined ? '' : ` REFERENCING${tt.old === undefined ? '' : ` OLD TABLE AS ${pgQuoteIdent(tt.old)}`}${tt.new === undefined ? '' : ` NEW TABLE AS ${pgQuoteIdent(tt.new)}`}`;
  return `CREATE TRIGGER ${pgQuoteIdent(t.name)} ${timing} ${events} ON ${table}${referencing} FOR EACH ${level}${when} EXECUTE FUNCTION ${fn === undefined ? '?' : searchPath === undefined ? pgQuoteIdent(fn.name) : functionNameFor(catalog, fn, searchPath)}(${args})`;
}

/** The attnums of UPDATE OF columns (pg_trigger.tgattr). */
function attnums(catalog: Catalog, t: TriggerDef): number[] {
  const rel = [...catalog.relations()].find((r) => r.oid === t.relOid);
  return (t.columns ?? []).map((c) => rel?.columns.find((x) => x.name === c)?.attnum ?? 0);
}
