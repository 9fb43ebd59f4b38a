import type { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { ParsedStatement } from '@pgsqlite/translate';

/** Statements PL/pgSQL substitutes variables in (utility statements such as DDL run as written). */
const PLANNABLE = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

const BOOL_OID = 16;
const TEXT_OID = 25;

/** Command tags whose count sets FOUND (pl_exec.c exec_stmt_execsql / exec_stmt_perform). */
const COUNTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'SELECT']);

/** PL/pgSQL's own variables a DO block reads: FOUND, and SQLSTATE/SQLERRM inside an exception handler. */
export interface DoVariables {
  found: boolean;
  /** The error being handled, or null outside a handler (SQLSTATE/SQLERRM are not in scope there). */
  handling: PgError | null;
}

/** A statement with its variable references replaced by parameters `$1…`, their types and values. */
export interface BoundStatement {
  stmt: ParsedStatement;
  types: number[];
  values: SqlValue[];
}

/**
 * Binds FOUND / SQLSTATE / SQLERRM in a query as parameters, as PL/pgSQL passes variables to the
 * SQL it runs: the ColumnRef becomes a ParamRef (AST to AST; the source gets a suffix so the plan
 * is cached apart from the unbound text).
 */
export function bindVariables(stmt: ParsedStatement, vars: DoVariables): BoundStatement {
  const none = { stmt, types: [], values: [] };
  if (!Object.keys(stmt.ast).some((k) => PLANNABLE.has(k))) return none;
  const order: string[] = [];
  const ast = substitute(stmt.ast, vars, order) as ParsedStatement['ast'];
  if (order.length === 0) return none;
  return {
    stmt: { ...stmt, ast, source: `${stmt.source}\u0000` },
    types: order.map((n) => (n === 'found' ? BOOL_OID : TEXT_OID)),
    values: order.map((n) => valueOf(n, vars)),
  };
}

function valueOf(name: string, vars: DoVariables): SqlValue {
  if (name === 'found') return vars.found ? 1 : 0;
  const err = vars.handling;
  if (err === null) return null;
  return name === 'sqlstate' ? err.fields.code : err.fields.message;
}

function substitute(node: unknown, vars: DoVariables, order: string[]): unknown {
  if (Array.isArray(node)) return node.map((n) => substitute(n, vars, order));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { ColumnRef?: { fields?: { String?: { sval?: string } }[]; location?: number } }).ColumnRef;
  const name = ref?.fields?.length === 1 ? ref.fields[0]?.String?.sval : undefined;
  if (ref !== undefined && name !== undefined && (name === 'found' || ((name === 'sqlstate' || name === 'sqlerrm') && vars.handling !== null))) {
    if (!order.includes(name)) order.push(name);
    return { ParamRef: { number: order.indexOf(name) + 1, location: ref.location } };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = substitute(v, vars, order);
  return out;
}

/** The rows a statement processed, from its command tag, when it is one that sets FOUND. */
export function processedRows(tag: string | null): number | null {
  if (tag === null) return null;
  const words = tag.split(' ');
  if (!COUNTING.has(words[0] ?? '')) return null;
  return Number(words[words.length - 1]);
}
