import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { PlanCtx } from './context.js';
import { resolveTypeName } from './expr.js';

/** One column of a column definition list (`AS t(a int, b text)`). */
export interface DefinedColumn {
  name: string;
  type: number;
  typmod: number;
}

/** The columns a column definition list declares, typed as written. */
export function columnDefinitions(ctx: PlanCtx, defs: readonly AstNode[]): DefinedColumn[] {
  return defs.map((d) => {
    const def = d['ColumnDef'] as Fields;
    const t = resolveTypeName(ctx, def['typeName'] as Fields);
    return { name: String(def['colname']), type: t.oid, typmod: t.typmod };
  });
}

/** A function declared `RETURNS [SETOF] record` without OUT parameters: its row shape comes from the call site. */
export function returnsAnonymousRecord(fn: Pick<UserFunctionDef, 'returnType' | 'outColumns' | 'rowRelation'>): boolean {
  return fn.returnType === Oid.record && (fn.outColumns ?? []).length === 0 && fn.rowRelation === undefined;
}
