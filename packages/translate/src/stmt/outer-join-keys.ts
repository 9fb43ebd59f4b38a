import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { cannotRaise } from '../analyze/cannot-raise.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { callsVolatile } from './one-time-filters.js';
import { qualTerms } from './qual-terms.js';
import { Oid } from '@pgsqlite/catalog';

/**
 * `t0 LEFT JOIN t1 ON g(t1.b) = f(t0.a)`: PostgreSQL joins on such an equality by hashing or
 * merging (a Hash Left Join probes with f(t0.a) for every t0 row; a Merge Left Join sorts t0 by
 * it; a Hash Right Join hashes t0 by it), so the preserved side's key is computed for each of
 * its rows even where t1 has none, and its errors surface (`date_bin` with a negative stride).
 * SQLite tests the ON condition only for a pair of rows: over an empty t1, never.
 *
 * `outerJoinKeyChecks` gives, for the LEFT (RIGHT) joins of a SELECT's FROM reached through
 * preserved sides only, the SQL of each preserved-side key that might raise: an `=` term of the
 * ON condition's top AND (qual-terms.ts: an OR with NULL operands reduced) whose one operand reads columns of the preserved side only and the other
 * columns of the other side only (a hashable join clause), no subquery or volatile call. The
 * SELECT tests them (always true) after its WHERE, per row of the preserved side.
 */
export function outerJoinKeyChecks(stmt: Fields, scope: Scope): string[] {
  const out: string[] = [];
  for (const item of (stmt['fromClause'] as AstNode[] | undefined) ?? []) collect(item, scope, out);
  return out;
}

function collect(item: AstNode, scope: Scope, out: string[]): void {
  if (nodeType(item) !== 'JoinExpr') return;
  const j = fieldsOf(item);
  const type = j['jointype'];
  if (type !== 'JOIN_LEFT' && type !== 'JOIN_RIGHT') return;
  const [kept, other] = type === 'JOIN_LEFT' ? [j['larg'], j['rarg']] : [j['rarg'], j['larg']];
  collect(kept as AstNode, scope, out);
  const quals = j['quals'] as AstNode | undefined;
  if (quals === undefined) return;
  const keptNames = relationNames(kept);
  const otherNames = relationNames(other);
  if (keptNames === undefined || otherNames === undefined) return;
  for (const term of qualTerms(quals)) {
    const key = keptKey(term, (n) => sideOf(n, keptNames, otherNames, scope));
    if (key === undefined) continue;
    try {
      const e = translateExpr(key, { scope, clause: 'JOIN conditions' });
      if (!HASHABLE_EXCLUDED.has(e.type)) out.push(e.sql);
    } catch {
      // a key that does not translate on its own is left unchecked
    }
  }
}

/** Types whose `=` is neither hashable nor mergejoinable (the geometric ones): a nested loop. */
const HASHABLE_EXCLUDED = new Set<number>([Oid.point, Oid.lseg, Oid.path, Oid.box, Oid.polygon, Oid.line, Oid.circle, Oid.json]);

/** The preserved side's operand of an `a = b` join term, where it might raise. */
function keptKey(term: AstNode, side: (n: AstNode) => 'kept' | 'other' | 'both' | 'none'): AstNode | undefined {
  if (nodeType(term) !== 'A_Expr') return undefined;
  const f = fieldsOf(term);
  const name = ((f['name'] as AstNode[] | undefined) ?? []).map((p) => strVal(p));
  if (f['kind'] !== 'AEXPR_OP' || name.length !== 1 || name[0] !== '=') return undefined;
  const l = f['lexpr'] as AstNode | undefined;
  const r = f['rexpr'] as AstNode | undefined;
  if (l === undefined || r === undefined || Array.isArray(l) || Array.isArray(r)) return undefined;
  if (holds(term, 'SubLink') || callsVolatile(term)) return undefined;
  const [sl, sr] = [side(l), side(r)];
  const key = sl === 'kept' && sr === 'other' ? l : sr === 'kept' && sl === 'other' ? r : undefined;
  if (key === undefined || cannotRaise(key) || isConstantNode(key)) return undefined;
  return key;
}

/** The names (aliases) of the relations of a FROM item; undefined where it holds anything else. */
function relationNames(item: unknown): Set<string> | undefined {
  const names = new Set<string>();
  const visit = (n: AstNode): boolean => {
    const t = nodeType(n);
    const f = fieldsOf(n);
    if (t === 'RangeVar') {
      names.add(String((f['alias'] as Fields | undefined)?.['aliasname'] ?? f['relname'] ?? ''));
      return true;
    }
    if (t === 'JoinExpr') return visit(f['larg'] as AstNode) && visit(f['rarg'] as AstNode) && f['usingClause'] === undefined && !f['isNatural'];
    return false;
  };
  return visit(item as AstNode) ? names : undefined;
}

/** Which side the column references of `node` name. */
function sideOf(node: AstNode, kept: Set<string>, other: Set<string>, scope: Scope): 'kept' | 'other' | 'both' | 'none' {
  let k = false;
  let o = false;
  let unknown = false;
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (n === null || typeof n !== 'object') return;
    for (const [key, v] of Object.entries(n as Fields)) {
      if (key !== 'ColumnRef') {
        visit(v);
        continue;
      }
      const parts = (((v as Fields)['fields'] as AstNode[] | undefined) ?? []).map((p) => (nodeType(p) === 'A_Star' ? '*' : strVal(p)));
      const owners =
        parts.length === 2 ? [parts[0] as string] : parts.length === 1 ? scope.entries.filter((e) => !e.hidden && e.columns.some((c) => c.name === parts[0] && c.qualifiedOnly !== true)).map((e) => e.alias) : [];
      if (owners.length !== 1) unknown = true;
      else if (kept.has(owners[0] as string)) k = true;
      else if (other.has(owners[0] as string)) o = true;
      else unknown = true;
    }
  };
  visit(node);
  if (unknown || (k && o)) return 'both';
  return k ? 'kept' : o ? 'other' : 'none';
}

function holds(node: unknown, key: string): boolean {
  if (Array.isArray(node)) return node.some((n) => holds(n, key));
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node as Fields).some(([k, v]) => k === key || holds(v, key));
}
