import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { resolveRelationName } from '../analyze/catalog-lookup.js';
import { sequenceKey } from '../analyze/fn-sequences.js';
import { type AstNode, names } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import { loadModel } from './table-model.js';
import { parseExprText } from './table-model.js';
import { rebuildSteps } from './rebuild.js';

/** A column default that names a sequence by a regclass constant (`nextval('s'::regclass)`). */
export interface SequenceDefaultDependent {
  rel: RelationDef;
  attnum: number;
  /** As PostgreSQL's getObjectDescription: `default value for column a of table t` */
  text: string;
}

/** The `'name'::regclass` constants of a stored expression text. */
function regclassConstants(text: string): string[] {
  const found: string[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      const rec = n as Record<string, unknown>;
      const cast = rec['TypeCast'] as Record<string, unknown> | undefined;
      const typeName = cast?.['typeName'] as Record<string, unknown> | undefined;
      const sval = ((cast?.['arg'] as Record<string, unknown> | undefined)?.['A_Const'] as Record<string, unknown> | undefined)?.['sval'] as Record<string, unknown> | undefined;
      const typeNames = typeName ? names(typeName['names'] as AstNode[] | undefined) : [];
      if (typeNames[typeNames.length - 1] === 'regclass' && typeof sval?.['sval'] === 'string') found.push(sval['sval']);
      Object.values(rec).forEach(walk);
    }
  };
  try {
    walk(parseExprText(text));
  } catch {
    // a default pgsqlite stored in a form it cannot parse again names no sequence here
  }
  return found;
}

/**
 * The column defaults depending on sequence `seq` (PostgreSQL records a pg_depend entry for each
 * regclass constant of a default): those whose compiled form draws from the sequence's counter
 * and whose text names it, newest first (dependency.c sorts dependents by OID descending).
 */
export function sequenceDefaultDependents(ctx: PlanCtx, seq: RelationDef): SequenceDefaultDependent[] {
  const def = ctx.catalog.sequenceByOid(seq.oid);
  if (!def) return [];
  const key = quoteString(sequenceKey(def, seq));
  const out: SequenceDefaultDependent[] = [];
  for (const rel of ctx.catalog.relations()) {
    if (rel.kind !== 'r' && rel.kind !== 'p') continue;
    for (const col of rel.columns) {
      if (col.defaultExpr === null || col.defaultSqlite === null || !col.defaultSqlite.includes(key)) continue;
      if (!regclassConstants(col.defaultExpr).some((name) => resolveRelationName(ctx.catalog, name, ctx.searchPath)?.oid === seq.oid)) continue;
      out.push({ rel, attnum: col.attnum, text: `default value for column ${col.name} of table ${rel.name}` });
    }
  }
  return out.sort((a, b) => b.rel.oid - a.rel.oid || b.attnum - a.attnum);
}

/** DROP SEQUENCE … CASCADE: the dependent defaults are removed (each table rebuilt once). */
export function dropSequenceDefaultsSteps(ctx: PlanCtx, deps: readonly SequenceDefaultDependent[]): string[] {
  const models = new Map<number, ReturnType<typeof loadModel>>();
  for (const d of deps) {
    const m = models.get(d.rel.oid) ?? loadModel(ctx, d.rel);
    const col = m.rel.columns.find((c) => c.attnum === d.attnum);
    if (col) {
      col.defaultExpr = null;
      col.defaultSqlite = null;
    }
    m.changed = true;
    models.set(d.rel.oid, m);
  }
  return models.size === 0 ? [] : rebuildSteps(ctx, [...models.values()]);
}
