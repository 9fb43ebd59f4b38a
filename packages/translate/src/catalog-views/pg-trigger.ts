import { Oid, type Catalog, type TriggerDef } from '@pgsqlite/catalog';
import { pgQuoteIdent } from '../ddl/pg-ident.js';
import { b, type Col, relation, type Row, type VirtualRelation } from './relation-builder.js';

// pg_trigger.tgtype bits (trigger.h TRIGGER_TYPE_*)
const ROW = 1;
const BEFORE = 2;
const INSERT = 4;
const UPDATE = 16;

/** pg_trigger: the triggers CREATE TRIGGER made (pgsqlite has no internal ones). */
export function pgTrigger(catalog: Catalog, cols: readonly Col[]): VirtualRelation {
  const rows: Row[] = (catalog.triggers?.() ?? []).map((t) => {
    const v: Record<string, Row[number]> = {
      oid: t.oid,
      tgrelid: t.relOid,
      tgparentid: 0,
      tgname: t.name,
      tgfoid: t.functionOid,
      tgtype: ROW | BEFORE | (t.events.includes('insert') ? INSERT : 0) | (t.events.includes('update') ? UPDATE : 0),
      tgenabled: 'O',
      tgisinternal: b(false),
      tgconstrrelid: 0,
      tgconstrindid: 0,
      tgconstraint: 0,
      tgdeferrable: b(false),
      tginitdeferred: b(false),
      tgnargs: 0,
      tgattr: '',
    };
    return cols.map(([name]) => v[name] ?? null);
  });
  return relation(cols, rows);
}

/** pg_get_triggerdef(oid[, pretty]): the table is schema-qualified unless pretty. */
export function triggerDefinition(catalog: Catalog, t: TriggerDef, pretty: boolean): string {
  const rel = [...catalog.relations()].find((r) => r.oid === t.relOid);
  const fn = (catalog.userFunctions?.() ?? []).find((f) => f.oid === t.functionOid);
  const table = rel === undefined ? '?' : pretty ? pgQuoteIdent(rel.name) : `${pgQuoteIdent(rel.schema)}.${pgQuoteIdent(rel.name)}`;
  const when = t.whenText == null ? '' : ` WHEN (${t.whenText})`;
  const events = t.events.map((e) => e.toUpperCase()).join(' OR ');
  return `CREATE TRIGGER ${pgQuoteIdent(t.name)} BEFORE ${events} ON ${table} FOR EACH ROW${when} EXECUTE FUNCTION ${pgQuoteIdent(fn?.name ?? '?')}()`;
}
