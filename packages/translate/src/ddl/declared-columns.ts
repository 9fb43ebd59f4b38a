import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { resolveTypeName } from '../analyze/expr.js';
import { SERIALS } from './column-plan.js';

/** A column of a CREATE TABLE as declared: what a generation expression naming it needs. */
export interface DeclaredColumn {
  name: string;
  attnum: number;
  type: number;
  typmod: number;
  sqliteName: string;
  generated: boolean;
}

/**
 * The columns a CREATE TABLE declares, in order, with their types: a generation expression may
 * name any of them. A column whose type does not resolve is left out here (planning the column
 * reports it in its turn).
 */
export function declaredColumns(ctx: PlanCtx, elts: readonly AstNode[]): DeclaredColumn[] {
  const out: DeclaredColumn[] = [];
  let attnum = 0;
  for (const n of elts) {
    if (nodeType(n) !== 'ColumnDef') continue;
    attnum++;
    const f = fieldsOf(n);
    const typeNode = f['typeName'] as Fields | undefined;
    // a typed table's `col WITH OPTIONS …` names no type (its column comes from the type)
    if (typeNode === undefined) continue;
    const typeNames = names(typeNode['names']);
    const serial = typeNames.length === 1 && !typeNode['arrayBounds'] ? SERIALS[typeNames[0] as string] : undefined;
    let type: { oid: number; typmod: number };
    try {
      type = serial !== undefined ? { oid: serial, typmod: -1 } : resolveTypeName(ctx, typeNode);
    } catch {
      continue;
    }
    const generated = ((f['constraints'] as AstNode[] | undefined) ?? []).some((c) => fieldsOf(c)['contype'] === 'CONSTR_GENERATED');
    const name = String(f['colname']);
    out.push({ name, attnum, type: type.oid, typmod: type.typmod, sqliteName: name, generated });
  }
  return out;
}
