import { type AstNode, type Fields, nodeType } from '../parse/ast.js';
import type { PlanCtx } from './context.js';

/**
 * The privileges a statement needs on each relation it names (ExecCheckRTPerms): SELECT where a
 * relation is read, INSERT/UPDATE/DELETE on the written table, plus SELECT on it when the
 * statement reads its rows (WHERE, RETURNING, SET expressions over columns). The backend checks
 * them against current_user before the plan runs. Kept per plan context: relation OID → letters.
 */

/** A value an UPDATE assigns that reads no column: a constant, a parameter, DEFAULT (or a cast of one). */
function readsNothing(node: AstNode | undefined): boolean {
  if (node === undefined) return true;
  const t = nodeType(node);
  if (t === 'A_Const' || t === 'ParamRef' || t === 'SetToDefault') return true;
  if (t === 'TypeCast') return readsNothing((node[t] as Fields)['arg'] as AstNode | undefined);
  return false;
}

/** The written table's privileges for an INSERT / UPDATE / DELETE / MERGE statement `stmt`. */
export function noteDmlAccess(ctx: PlanCtx, relOid: number, verb: 'insert' | 'update' | 'delete' | 'merge', stmt: Fields): void {
  const returning = ((stmt['returningList'] as AstNode[] | undefined) ?? []).length > 0;
  switch (verb) {
    case 'insert': {
      const conflict = stmt['onConflictClause'] as Fields | undefined;
      ctx.noteAccess(relOid, `a${returning ? 'r' : ''}${conflict?.['action'] === 'ONCONFLICT_UPDATE' ? 'rw' : ''}`);
      break;
    }
    case 'update': {
      const targets = (stmt['targetList'] as AstNode[] | undefined) ?? [];
      const reads = returning || stmt['whereClause'] !== undefined || ((stmt['fromClause'] as AstNode[] | undefined) ?? []).length > 0 || targets.some((n) => !readsNothing((n['ResTarget'] as Fields | undefined)?.['val'] as AstNode | undefined));
      ctx.noteAccess(relOid, `w${reads ? 'r' : ''}`);
      break;
    }
    case 'delete':
      ctx.noteAccess(relOid, `d${returning || stmt['whereClause'] !== undefined || ((stmt['usingClause'] as AstNode[] | undefined) ?? []).length > 0 ? 'r' : ''}`);
      break;
    case 'merge':
      ctx.noteAccess(relOid, 'arwd');
      break;
  }
}
