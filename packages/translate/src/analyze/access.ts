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
