import type { AstNode, Fields } from '../parse/ast.js';
import { fieldsOf } from '../parse/ast.js';
import type { Scope } from './scope.js';

/** A window after resolving `OVER name` / `OVER (name …)` against the query's WINDOW clause. */
export interface WindowSpec {
  readonly partition: AstNode[];
  readonly order: AstNode[];
  readonly frameOptions: number;
  readonly startOffset?: AstNode;
  readonly endOffset?: AstNode;
  /** Location of the OVER specification (PostgreSQL's error position for frame errors). */
  readonly location?: number;
}

/** FRAMEOPTION_NONDEFAULT of parsenodes.h. */
const NONDEFAULT = 0x1;

const windowClauses = new WeakMap<Scope, Map<string, Fields>>();

/**
 * Records a SELECT's `WINDOW name AS (…)` definitions for the window functions of that query
 * level; 42P20 for a name defined twice, as PostgreSQL.
 */
export function registerWindowClause(scope: Scope, clause: AstNode[] | undefined): void {
  if (!clause || clause.length === 0) return;
  const defs = new Map<string, Fields>();
  for (const node of clause) {
    const w = fieldsOf(node);
    const name = String(w['name'] ?? '');
    if (defs.has(name)) throw scope.ctx.error('windowing_error', `window "${name}" is already defined`, w['location'] as number | undefined);
    defs.set(name, w);
  }
  windowClauses.set(scope, defs);
}

function specOf(w: Fields): WindowSpec {
  return {
    partition: (w['partitionClause'] as AstNode[] | undefined) ?? [],
    order: (w['orderClause'] as AstNode[] | undefined) ?? [],
    frameOptions: Number(w['frameOptions'] ?? 0),
    startOffset: w['startOffset'] as AstNode | undefined,
    endOffset: w['endOffset'] as AstNode | undefined,
    location: w['location'] as number | undefined,
  };
}

function lookup(scope: Scope, name: string, location: number | undefined): Fields {
  const def = windowClauses.get(scope)?.get(name);
  if (!def) throw scope.ctx.error('undefined_object', `window "${name}" does not exist`, location);
  return def;
}

/**
 * The effective window of an OVER clause (PostgreSQL's transformWindowDefinitions rules):
 * `OVER w` uses w as defined; `OVER (w ORDER BY …)` copies w's PARTITION BY and adds an ORDER BY
 * and frame (42P20 when w already has that clause or a frame).
 */
export function resolveOver(over: Fields, scope: Scope): WindowSpec {
  const name = over['name'] as string | undefined;
  if (name !== undefined) return resolveDef(lookup(scope, name, over['location'] as number | undefined), scope, new Set([name]));
  return resolveDef(over, scope, new Set());
}

function resolveDef(w: Fields, scope: Scope, seen: ReadonlySet<string>): WindowSpec {
  const local = specOf(w);
  const refname = w['refname'] as string | undefined;
  if (refname === undefined) return local;
  const location = local.location;
  const ctx = scope.ctx;
  if (seen.has(refname)) throw ctx.error('undefined_object', `window "${refname}" does not exist`, location);
  const base = resolveDef(lookup(scope, refname, location), scope, new Set([...seen, refname]));
  if (local.partition.length > 0) throw ctx.error('windowing_error', `cannot override PARTITION BY clause of window "${refname}"`, location);
  if (local.order.length > 0 && base.order.length > 0) throw ctx.error('windowing_error', `cannot override ORDER BY clause of window "${refname}"`, location);
  if (base.frameOptions & NONDEFAULT) {
    const bare = local.order.length === 0 && !(local.frameOptions & NONDEFAULT);
    throw ctx.error('windowing_error', `cannot copy window "${refname}" because it has a frame clause`, location, bare ? { hint: 'Omit the parentheses in this OVER clause.' } : {});
  }
  return { ...local, partition: base.partition, order: local.order.length > 0 ? local.order : base.order };
}
