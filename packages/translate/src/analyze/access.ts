import type { AstNode, Fields } from '../parse/ast.js';
import type { PlanCtx } from './context.js';

/**
 * The privileges a statement needs on each relation it names (ExecCheckRTPerms): SELECT where a
 * relation is read, INSERT/UPDATE/DELETE on the written table, plus SELECT on it when the
 * statement reads its rows (WHERE, RETURNING, SET expressions over columns). The backend checks
 * them against current_user before the plan runs. Kept per plan context: relation OID → letters.
 */

/** The attnums of the columns a statement names (INSERT's column list, UPDATE's SET targets); all columns when none. */
function namedColumns(ctx: PlanCtx, relOid: number, list: AstNode[] | undefined): number[] {
  const rel = ctx.catalog.relationByOid(relOid);
  if (rel === undefined) return [];
  const names = (list ?? []).map((n) => String((n['ResTarget'] as Fields | undefined)?.['name'] ?? ''));
  if (names.length === 0) return rel.columns.map((c) => c.attnum);
  return rel.columns.filter((c) => names.includes(c.name)).map((c) => c.attnum);
}

/**
 * The written table's privileges for an INSERT / UPDATE / DELETE / MERGE statement `stmt`, with
 * the columns written. Reads of its columns (WHERE, RETURNING, SET expressions) are noted where
 * the columns are resolved (scope.ts).
 */
export function noteDmlAccess(ctx: PlanCtx, relOid: number, verb: 'insert' | 'update' | 'delete' | 'merge', stmt: Fields): void {
  switch (verb) {
    case 'insert': {
      ctx.noteAccess(relOid, 'a', namedColumns(ctx, relOid, stmt['cols'] as AstNode[] | undefined));
      const conflict = stmt['onConflictClause'] as Fields | undefined;
      if (conflict?.['action'] === 'ONCONFLICT_UPDATE') ctx.noteAccess(relOid, 'w', namedColumns(ctx, relOid, conflict['targetList'] as AstNode[] | undefined));
      // the arbiter's columns are read (transformOnConflictArbiter marks them selected)
      const infer = conflict?.['infer'] as Fields | undefined;
      if (infer !== undefined) noteInferReads(ctx, relOid, infer);
      break;
    }
    case 'update':
      ctx.noteAccess(relOid, 'w', namedColumns(ctx, relOid, stmt['targetList'] as AstNode[] | undefined));
      break;
    case 'delete':
      ctx.noteAccess(relOid, 'd');
      break;
    case 'merge':
      ctx.noteAccess(relOid, 'arwd');
      break;
  }
}

/** SELECT on the columns an ON CONFLICT arbiter names (index columns, expressions, its WHERE; a constraint's columns). */
function noteInferReads(ctx: PlanCtx, relOid: number, infer: Fields): void {
  const rel = ctx.catalog.relationByOid(relOid);
  if (rel === undefined) return;
  // ON CONSTRAINT name: the constraint's columns
  if (typeof infer['conname'] === 'string') {
    const con = ctx.catalog.constraintsOf(relOid).find((c) => c.name === infer['conname']);
    if (con !== undefined) ctx.noteAccess(relOid, 'r', con.columns);
    return;
  }
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const n of node) walk(n);
    else if (node !== null && typeof node === 'object') {
      const rec = node as Record<string, unknown>;
      const elem = rec['IndexElem'] as Fields | undefined;
      if (typeof elem?.['name'] === 'string') names.add(elem['name']);
      const ref = rec['ColumnRef'] as Fields | undefined;
      const last = ((ref?.['fields'] as AstNode[] | undefined) ?? []).at(-1)?.['String'] as Fields | undefined;
      if (typeof last?.['sval'] === 'string') names.add(last['sval']);
      for (const v of Object.values(rec)) walk(v);
    }
  };
  walk(infer);
  const attnums = rel.columns.filter((c) => names.has(c.name)).map((c) => c.attnum);
  if (attnums.length > 0) ctx.noteAccess(relOid, 'r', attnums);
}
