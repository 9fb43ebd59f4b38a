import { formatType } from '@pgsqlite/catalog';
import { quotedEnd } from '../sql/identifier-tokens.js';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { bumpVersion } from './catalog-steps.js';
import { requireAggregate } from './create-aggregate.js';
import { findRoutine } from './drop-function.js';
import { pgQuoteIdent } from './pg-ident.js';
import { readName, storedExpressionSteps } from './rename-type.js';

const TAGS: Record<string, string> = {
  OBJECT_FUNCTION: 'ALTER FUNCTION', OBJECT_PROCEDURE: 'ALTER PROCEDURE', OBJECT_ROUTINE: 'ALTER ROUTINE', OBJECT_AGGREGATE: 'ALTER AGGREGATE',
};

/**
 * ALTER FUNCTION | PROCEDURE | ROUTINE | AGGREGATE name(args) RENAME TO new (AlterObjectRename):
 * 42723 when the schema has a routine of that name and those argument types. Calls are stored by
 * name in pgsqlite's texts (defaults, CHECKs, index expressions, view queries), by OID in
 * PostgreSQL's, so they are written with the new name; bodies of other functions name it as
 * text in both and are left as they are.
 */
export function planRenameRoutine(ctx: PlanCtx, stmt: Fields): DdlPlan | undefined {
  const kind = String(stmt['renameType']);
  const tag = TAGS[kind];
  if (tag === undefined) return undefined;
  const of = fieldsOf(stmt['object'] as AstNode);
  const newName = String(stmt['newname']);
  const target = kind === 'OBJECT_AGGREGATE' ? requireAggregate(ctx, of) : findRoutine(ctx, of, kind);
  const argTypes = target.argTypes;
  const sameArgs = (types: readonly number[]): boolean => types.length === argTypes.length && types.every((t, i) => t === argTypes[i]);
  const clash = (ctx.catalog.userFunctions?.() ?? []).some((f) => f.schema === target.schema && f.name === newName && sameArgs(f.argTypes)) ||
    (ctx.catalog.userAggregates?.() ?? []).some((a) => a.schema === target.schema && a.name === newName && sameArgs(a.argTypes));
  if (clash) throw ctx.error('duplicate_function', `function ${newName}(${argTypes.map((t) => formatType(t, -1)).join(', ')}) already exists in schema "${target.schema}"`);
  const steps = [
    kind === 'OBJECT_AGGREGATE'
      ? `UPDATE _pgsqlite_aggregate SET aggname = ${quoteString(newName)} WHERE oid = ${target.oid}`
      : `UPDATE _pgsqlite_proc SET proname = ${quoteString(newName)} WHERE oid = ${target.oid}`,
  ];
  // calls that resolve to another routine of the old name (an overload left behind) keep it: with
  // overloads, a view's calls are told apart by their number of arguments where that is enough
  const others = [...(ctx.catalog.userFunctions?.() ?? []), ...(ctx.catalog.userAggregates?.() ?? [])].filter((f) => f.schema === target.schema && f.name === target.name && f.oid !== target.oid);
  const { schema, name } = target;
  if (others.length === 0) {
    steps.push(...storedExpressionSteps(ctx, name, (text) => renameCallsInText(text, schema, name, newName), (query) => renameFuncCalls(query, schema, name, newName, undefined)));
  } else if (others.every((f) => f.argTypes.length !== argTypes.length)) {
    steps.push(...storedExpressionSteps(ctx, name, (text) => text, (query) => renameFuncCalls(query, schema, name, newName, argTypes.length)));
  }
  return { kind: 'ddl', steps: [...steps, bumpVersion()], tag, notices: [] };
}

/** Renames the FuncCall nodes calling `schema.from` (with `nargs` arguments, when given) in a query tree; whether any was. */
function renameFuncCalls(query: AstNode, schema: string, from: string, to: string, nargs: number | undefined): boolean {
  let changed = false;
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      const rec = n as Record<string, unknown>;
      const call = rec['FuncCall'] as Fields | undefined;
      if (call !== undefined) {
        const parts = ((call['funcname'] as AstNode[] | undefined) ?? []).map((p) => fieldsOf(p) as Fields);
        const qualifier = parts.length > 1 ? names(call['funcname'] as AstNode[]).at(-2) : undefined;
        const last = parts[parts.length - 1];
        const argc = ((call['args'] as unknown[] | undefined) ?? []).length;
        if (last?.['sval'] === from && (qualifier === undefined || qualifier === schema) && (nargs === undefined || argc === nargs)) {
          last['sval'] = to;
          changed = true;
        }
      }
      Object.values(rec).forEach(walk);
    }
  };
  walk(query);
  return changed;
}

/** `text` (an expression as PostgreSQL prints it) with calls `from(…)` / `schema.from(…)` calling `to`; literals are left alone. */
export function renameCallsInText(text: string, schema: string, from: string, to: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === "'") {
      const end = quotedEnd(text, i, "'");
      out += text.slice(i, end);
      i = end;
      continue;
    }
    const first = /[A-Za-z_"\u0080-\uffff]/.test(ch) && !/[A-Za-z0-9_$.:]/.test(text[i - 1] ?? '') ? readName(text, i) : undefined;
    if (first === undefined) {
      out += ch;
      i++;
      continue;
    }
    const second = text[first.end] === '.' ? readName(text, first.end + 1) : undefined;
    const end = second?.end ?? first.end;
    let k = end;
    while (text[k] === ' ') k++;
    const isCall = text[k] === '(';
    const hit = isCall && (second !== undefined ? first.name === schema && second.name === from : first.name === from);
    if (hit) out += second !== undefined ? `${text.slice(i, first.end + 1)}${pgQuoteIdent(to)}` : pgQuoteIdent(to);
    else out += text.slice(i, end);
    i = end;
  }
  return out;
}
