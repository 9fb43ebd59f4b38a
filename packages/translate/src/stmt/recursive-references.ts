import type { PlanCtx } from '../analyze/context.js';
import { typeLabel } from '../ddl/type-label.js';
import { leftmostLocation } from '../errors/location.js';
import { isAggregateName } from '../analyze/functions.js';
import { type AstNode, type Fields, names } from '../parse/ast.js';

/**
 * Where a recursive CTE may read itself (parse_cte.c makeDependencyGraph and
 * checkWellFormedRecursion): exactly once, in the recursive term, not under an outer join's
 * nullable side, a subquery, INTERSECT ALL or EXCEPT, and not at all in the non-recursive term or
 * the query's own WITH; WITH items may not recurse through each other. Each violation is PostgreSQL's
 * 42P19 (0A000 for mutual recursion) at the offending reference, before the queries are analysed;
 * SQLite would answer another query or its own error text. Returns the order to analyse the items
 * in (indexes into the WITH list, each after those it reads).
 */
export function checkRecursiveWith(ctx: PlanCtx, withClause: Fields): number[] {
  const ctes = ((withClause['ctes'] as AstNode[] | undefined) ?? []).map((n) => n['CommonTableExpr'] as Fields);
  const selfRecursive = new Set<number>();
  const dependsOn = ctes.map((cte, i) => {
    const deps = new Set<number>();
    const refs = new Walker(ctx, '', 'ok');
    refs.onReference = (name) => {
      const j = ctes.findIndex((c) => c['ctename'] === name);
      if (j === i) selfRecursive.add(i);
      else if (j >= 0) deps.add(j);
    };
    refs.node(cte['ctequery']);
    return deps;
  });
  const order = topologicalSort(ctx, ctes, dependsOn);
  for (const [i, cte] of ctes.entries()) {
    if (!selfRecursive.has(i)) continue;
    const name = String(cte['ctename']);
    const stmt = (cte['ctequery'] as AstNode)['SelectStmt'] as Fields | undefined;
    if (stmt === undefined) throw ctx.error('invalid_recursion', `recursive query "${name}" must not contain data-modifying statements`, cte['location'] as number);
    if (stmt['op'] !== 'SETOP_UNION') {
      throw ctx.error('invalid_recursion', `recursive query "${name}" does not have the form non-recursive-term UNION [ALL] recursive-term`, cte['location'] as number);
    }
    const inner = stmt['withClause'] as Fields | undefined;
    if (inner !== undefined) new Walker(ctx, name, 'subquery').node(inner['ctes']);
    new Walker(ctx, name, 'non-recursive term').select(stmt['larg'] as Fields);
    const term = new Walker(ctx, name, 'ok');
    term.select(stmt['rarg'] as Fields);
    // SQLite reads the recursive table only from the FROM list of the recursive term's own SELECTs,
    // and not when that term has a WITH clause of its own (`UNION (WITH i AS (…) SELECT … FROM r …)`)
    if (term.nestedAt === undefined && term.references > 0 && (stmt['rarg'] as Fields)['withClause'] !== undefined) term.nestedAt = null;
    if (term.nestedAt !== undefined) {
      throw ctx.error('feature_not_supported', `a recursive reference to "${name}" inside a subquery or WITH of the recursive term is not supported by pgsqlite`, term.nestedAt ?? undefined);
    }
  }
  return order;
}

/**
 * TopologicalSort: the order the WITH RECURSIVE items are analysed in (each after the items it
 * reads); a cycle between two or more of them is refused.
 */
function topologicalSort(ctx: PlanCtx, ctes: readonly Fields[], dependsOn: readonly Set<number>[]): number[] {
  const order = ctes.map((_, i) => i);
  const remaining = dependsOn.map((d) => new Set(d));
  for (let i = 0; i < order.length; i++) {
    let j = i;
    while (j < order.length && (remaining[order[j] as number] as Set<number>).size > 0) j++;
    if (j >= order.length) throw ctx.error('feature_not_supported', 'mutual recursion between WITH items is not implemented', ctes[order[i] as number]?.['location'] as number);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
    for (let k = i + 1; k < order.length; k++) (remaining[order[k] as number] as Set<number>).delete(order[i] as number);
  }
  return order;
}

/** RecursionContext: where the walk is; any value but 'ok' makes a self-reference an error. */
type Place = 'ok' | 'non-recursive term' | 'subquery' | 'an outer join' | 'INTERSECT' | 'EXCEPT';

/** checkWellFormedRecursionWalker (and, with `onReference`, makeDependencyGraphWalker). */
class Walker {
  /** The CTE names of inner WITH clauses in scope, which hide the outer name. */
  private readonly inner: string[][] = [];
  private count = 0;
  /** How many references to the recursive query the walk met. */
  get references(): number {
    return this.count;
  }
  /** Queries nested around the walk (FROM subqueries, WITH items), not counting set-operation arms. */
  private depth = 0;
  /** The location of a valid self-reference found inside a nested query (null: without location). */
  nestedAt: number | null | undefined;
  /** Dependency mode: called for every unhidden unqualified relation name instead of checking. */
  onReference: ((name: string) => void) | undefined;

  constructor(
    private readonly ctx: PlanCtx,
    private readonly name: string,
    private place: Place,
  ) {}

  node(n: unknown): void {
    if (Array.isArray(n)) {
      for (const x of n) this.node(x);
      return;
    }
    if (n === null || typeof n !== 'object') return;
    const o = n as Record<string, unknown>;
    if (o['RangeVar'] !== undefined) return this.rangeVar(o['RangeVar'] as Fields);
    if (o['SelectStmt'] !== undefined) {
      this.depth++;
      this.select(o['SelectStmt'] as Fields);
      this.depth--;
      return;
    }
    if (o['JoinExpr'] !== undefined) return this.join(o['JoinExpr'] as Fields);
    if (o['SubLink'] !== undefined) return this.sublink(o['SubLink'] as Fields);
    for (const [k, v] of Object.entries(o)) if (k !== 'withClause') this.node(v);
  }

  private rangeVar(rv: Fields): void {
    if (rv['schemaname'] !== undefined) return;
    const rel = String(rv['relname']);
    if (this.inner.some((names) => names.includes(rel))) return;
    if (this.onReference !== undefined) return this.onReference(rel);
    if (rel !== this.name) return;
    const at = rv['location'] as number | undefined;
    if (this.place !== 'ok') {
      const where = this.place === 'non-recursive term' ? 'within its non-recursive term' : `within ${this.place === 'subquery' ? 'a subquery' : this.place}`;
      throw this.ctx.error('invalid_recursion', `recursive reference to query "${this.name}" must not appear ${where}`, at);
    }
    if (++this.count > 1) throw this.ctx.error('invalid_recursion', `recursive reference to query "${this.name}" must not appear more than once`, at);
    if (this.depth > 0) this.nestedAt = at ?? null;
  }

  /** A SELECT: its WITH names are in scope for what follows them (all of them when RECURSIVE). */
  select(s: Fields): void {
    const w = s['withClause'] as Fields | undefined;
    if (w === undefined) return this.setOperation(s);
    const ctes = ((w['ctes'] as AstNode[] | undefined) ?? []).map((n) => n['CommonTableExpr'] as Fields);
    const scope: string[] = w['recursive'] === true ? ctes.map((c) => String(c['ctename'])) : [];
    this.inner.unshift(scope);
    for (const cte of ctes) {
      this.node(cte['ctequery']);
      if (w['recursive'] !== true) scope.push(String(cte['ctename']));
    }
    this.setOperation(s);
    this.inner.shift();
  }

  /** checkWellFormedSelectStmt: INTERSECT ALL and EXCEPT arms are no place for the reference. */
  private setOperation(s: Fields): void {
    const op = s['op'] as string | undefined;
    if (this.place !== 'ok' || op === undefined || op === 'SETOP_NONE' || op === 'SETOP_UNION') {
      this.checkAggregates(s);
      for (const [k, v] of Object.entries(s)) {
        if (k === 'withClause') continue;
        if (k === 'larg' || k === 'rarg') this.select(v as Fields);
        else this.node(v);
      }
      return;
    }
    const all = s['all'] === true;
    const place: Place = op === 'SETOP_INTERSECT' ? 'INTERSECT' : 'EXCEPT';
    this.nested(all ? place : this.place, () => this.select(s['larg'] as Fields));
    this.nested(op === 'SETOP_EXCEPT' ? 'EXCEPT' : all ? place : this.place, () => this.select(s['rarg'] as Fields));
    for (const k of ['sortClause', 'limitOffset', 'limitCount', 'lockingClause']) this.node(s[k]);
  }

  private join(j: Fields): void {
    const outer = this.place === 'ok' ? 'an outer join' : this.place;
    switch (j['jointype']) {
      case 'JOIN_LEFT':
        this.node(j['larg']);
        this.nested(outer, () => this.node(j['rarg']));
        break;
      case 'JOIN_FULL':
        this.nested(outer, () => this.node([j['larg'], j['rarg']]));
        break;
      case 'JOIN_RIGHT':
        this.nested(outer, () => this.node(j['larg']));
        this.node(j['rarg']);
        break;
      default:
        this.node([j['larg'], j['rarg']]);
    }
    this.node(j['quals']);
  }

  private sublink(s: Fields): void {
    this.nested('subquery', () => this.node(s['subselect']));
    this.node(s['testexpr']);
  }

  private nested(place: Place, body: () => void): void {
    const saved = this.place;
    this.place = place;
    try {
      body();
    } finally {
      this.place = saved;
    }
  }

  /** parseCheckAggregates: no aggregate in a SELECT that reads the recursive reference itself. */
  private checkAggregates(s: Fields): void {
    if (this.onReference !== undefined || this.place !== 'ok' || (s['op'] !== undefined && s['op'] !== 'SETOP_NONE')) return;
    if (!readsDirectly(s['fromClause'], this.name, this.inner)) return;
    const at = firstAggregate([s['targetList'], s['havingClause'], s['sortClause']]);
    if (at !== null) throw this.ctx.error('invalid_recursion', "aggregate functions are not allowed in a recursive query's recursive term", at);
  }
}

/** Whether a FROM list reads `name` itself (through joins, not subqueries) unhidden by an inner WITH. */
function readsDirectly(from: unknown, name: string, inner: readonly string[][]): boolean {
  if (Array.isArray(from)) return from.some((f) => readsDirectly(f, name, inner));
  if (from === null || typeof from !== 'object') return false;
  const o = from as Record<string, unknown>;
  const rv = o['RangeVar'] as Fields | undefined;
  if (rv !== undefined) return rv['schemaname'] === undefined && rv['relname'] === name && !inner.some((n) => n.includes(name));
  const j = o['JoinExpr'] as Fields | undefined;
  return j !== undefined && (readsDirectly(j['larg'], name, inner) || readsDirectly(j['rarg'], name, inner));
}

/** locate_agg_of_level(…, 0): the location of the first aggregate call of this query level. */
function firstAggregate(n: unknown): number | null {
  if (Array.isArray(n)) {
    for (const x of n) {
      const at = firstAggregate(x);
      if (at !== null) return at;
    }
    return null;
  }
  if (n === null || typeof n !== 'object') return null;
  const o = n as Record<string, unknown>;
  if (o['SubLink'] !== undefined || o['SelectStmt'] !== undefined) return null;
  const fc = o['FuncCall'] as Fields | undefined;
  if (fc !== undefined && fc['over'] === undefined) {
    const fn = names(fc['funcname']).at(-1)?.toLowerCase() ?? '';
    if (fc['agg_star'] === true || isAggregateName(fn)) return (fc['location'] as number | undefined) ?? null;
  }
  return firstAggregate(Object.values(o));
}

/** A column's type as the CTE's reference sees it. */
interface ColumnType {
  type: number;
  typmod: number;
}

/**
 * analyzeCTE: the recursive reference was typed by the non-recursive term; the whole UNION must
 * give each column that same type and typmod (42804 at the non-recursive term's expression).
 */
export function checkRecursiveTypes(ctx: PlanCtx, name: string, seed: readonly ColumnType[], overall: readonly ColumnType[], union: Fields): void {
  for (const [i, s] of seed.entries()) {
    const o = overall[i];
    if (o === undefined || (o.type === s.type && o.typmod === s.typmod)) continue;
    const label = (c: ColumnType): string => typeLabel(ctx.catalog, ctx.searchPath, c.type, c.typmod);
    throw ctx.error('datatype_mismatch', `recursive query "${name}" column ${i + 1} has type ${label(s)} in non-recursive term but type ${label(o)} overall`, seedLocation(union, i), {
      hint: 'Cast the output of the non-recursive term to the correct type.',
    });
  }
}

/** Where the non-recursive term computes output column `i` (its leftmost SELECT's target). */
function seedLocation(union: Fields, i: number): number | undefined {
  let s = union['larg'] as Fields | undefined;
  while (s !== undefined && s['larg'] !== undefined) s = s['larg'] as Fields;
  const target = (s?.['targetList'] as AstNode[] | undefined)?.[i]?.['ResTarget'] as Fields | undefined;
  if (target !== undefined) return leftmostLocation(target['val']);
  const row = (s?.['valuesLists'] as AstNode[] | undefined)?.[0];
  const items = (row?.['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined;
  return leftmostLocation(items?.[i]);
}
