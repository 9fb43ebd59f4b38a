import { Oid, formatType } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import { type ColumnTypes, printCheck } from './expr-text.js';

/**
 * A trigger's WHEN condition as pg_get_triggerdef prints it (ruleutils.c get_rule_expr): without
 * pretty every operator, boolean, NULL test and IS DISTINCT FROM is parenthesized and constants
 * coerced to a column's type print as `(5)::numeric`; pretty (PRETTYFLAG_PAREN) keeps only the
 * parentheses isSimpleNode asks for. Shapes outside this printer fall back to printCheck.
 */
export function printWhen(node: AstNode, columns: ColumnTypes, pretty: boolean): string {
  try {
    return new WhenPrinter(columns, pretty).expr(node, null);
  } catch {
    return printCheck(node, columns);
  }
}

/** What a node is to its parent in isSimpleNode's terms. */
type Parent = { kind: 'op'; op: string } | { kind: 'bool'; boolop: string } | { kind: 'func' } | null;

const ARITH_LOW = new Set(['*', '/', '%']);
const ARITH_HIGH = new Set(['+', '-']);

class Unsupported extends Error {}

class WhenPrinter {
  constructor(
    private readonly columns: ColumnTypes,
    private readonly pretty: boolean,
  ) {}

  expr(node: AstNode, parent: Parent, target = 0): string {
    const t = nodeType(node);
    const f = fieldsOf(node);
    switch (t) {
      case 'ColumnRef':
        return (f['fields'] as AstNode[]).map((x) => (nodeType(x) === 'A_Star' ? '*' : strVal(x))).join('.');
      case 'A_Const':
        return this.constant(f, target);
      case 'FuncCall': {
        const fn = names(f['funcname']).filter((n) => n !== 'pg_catalog').join('.');
        const args = ((f['args'] as AstNode[] | undefined) ?? []).map((a) => this.expr(a, { kind: 'func' }));
        return `${fn}(${args.join(', ')})`;
      }
      case 'NullTest':
        return this.wrap(`${this.expr(f['arg'], { kind: 'op', op: 'IS' })} ${f['nulltesttype'] === 'IS_NOT_NULL' ? 'IS NOT NULL' : 'IS NULL'}`, parent, 'simple-in-bool');
      case 'BoolExpr':
        return this.bool(f, parent);
      case 'A_Expr':
        return this.aexpr(f, parent);
      default:
        throw new Unsupported(t);
    }
  }

  private typeOf(node: AstNode): number {
    if (nodeType(node) === 'A_Expr') {
      // Arithmetic on a column gives the column's type (numeric - 1 is numeric).
      const f = fieldsOf(node);
      const op = strVal((f['name'] as AstNode[])[0]);
      if (f['kind'] !== 'AEXPR_OP' || !(ARITH_LOW.has(op) || ARITH_HIGH.has(op))) return 0;
      const types = [f['lexpr'], f['rexpr']].map((x) => (x === undefined ? 0 : this.typeOf(x as AstNode)));
      return types.find((x) => x === Oid.numeric || x === Oid.float8) ?? types.find((x) => x !== 0) ?? 0;
    }
    if (nodeType(node) !== 'ColumnRef') return 0;
    const parts = (fieldsOf(node)['fields'] as AstNode[]).map(strVal);
    return this.columns.get(parts[parts.length - 1] ?? '') ?? 0;
  }

  private constant(f: ReturnType<typeof fieldsOf>, target: number): string {
    if (f['isnull']) return 'NULL';
    if (f['boolval'] !== undefined) return f['boolval']['boolval'] ? 'true' : 'false';
    if (f['sval'] !== undefined) {
      const type = target === 0 || target === Oid.varchar || target === Oid.bpchar ? Oid.text : target;
      return `${quoteString(String(f['sval']['sval'] ?? ''))}::${formatType(type, -1)}`;
    }
    if (f['ival'] === undefined) throw new Unsupported('numeric constant');
    const text = String(f['ival']['ival'] ?? 0);
    if (target === Oid.numeric || target === Oid.float8 || target === Oid.float4) {
      return this.pretty ? `${text}::${formatType(target, -1)}` : `(${text})::${formatType(target, -1)}`;
    }
    return text.startsWith('-') ? `'${text}'::integer` : text;
  }

  private bool(f: ReturnType<typeof fieldsOf>, parent: Parent): string {
    const boolop = String(f['boolop']);
    const args = (f['args'] as AstNode[]).map((a) => this.expr(a, { kind: 'bool', boolop }));
    const text = boolop === 'NOT_EXPR' ? `NOT ${args[0]}` : args.join(boolop === 'AND_EXPR' ? ' AND ' : ' OR ');
    if (!this.pretty) return `(${text})`;
    if (parent === null) return text;
    if (parent.kind === 'func') return text;
    if (parent.kind === 'bool') {
      const simple = boolop === 'OR_EXPR' ? parent.boolop === 'OR_EXPR' : parent.boolop === 'AND_EXPR' || parent.boolop === 'OR_EXPR';
      return simple ? text : `(${text})`;
    }
    return `(${text})`;
  }

  private aexpr(f: ReturnType<typeof fieldsOf>, parent: Parent): string {
    const op = strVal((f['name'] as AstNode[])[0]);
    const l = f['lexpr'] as AstNode | undefined;
    const r = f['rexpr'] as AstNode | undefined;
    switch (f['kind']) {
      case 'AEXPR_OP': {
        if (l === undefined || r === undefined) throw new Unsupported('unary operator');
        const here = { kind: 'op' as const, op };
        const text = `${this.expr(l, here, this.typeOf(r))} ${op} ${this.expr(r, here, this.typeOf(l))}`;
        return this.wrap(text, parent, this.opSimple(op, parent));
      }
      case 'AEXPR_DISTINCT':
      case 'AEXPR_NOT_DISTINCT': {
        // IS NOT DISTINCT FROM is kept as NOT (… IS DISTINCT FROM …).
        const not = f['kind'] === 'AEXPR_NOT_DISTINCT';
        const here = not ? { kind: 'bool' as const, boolop: 'NOT_EXPR' } : parent;
        const inner = this.wrap(`${this.expr(l!, { kind: 'op', op: 'IS' }, this.typeOf(r!))} IS DISTINCT FROM ${this.expr(r!, { kind: 'op', op: 'IS' }, this.typeOf(l!))}`, here, 'simple-in-bool');
        if (!not) return inner;
        return this.pretty && (parent === null || parent.kind === 'func' || (parent.kind === 'bool' && parent.boolop !== 'NOT_EXPR')) ? `NOT ${inner}` : `(NOT ${inner})`;
      }
      case 'AEXPR_IN': {
        const lt = this.typeOf(l!);
        const items = (Array.isArray(r) ? (r as AstNode[]) : (fieldsOf(r!)['items'] as AstNode[])).map((i) => this.expr(i, { kind: 'func' }, lt));
        const text = `${this.expr(l!, { kind: 'op', op: '=' })} ${op === '<>' ? '<> ALL' : '= ANY'} (ARRAY[${items.join(', ')}])`;
        return this.wrap(text, parent, false);
      }
      case 'AEXPR_LIKE': {
        const sym = op === '~~' ? '~~' : '!~~';
        const here = { kind: 'op' as const, op: sym };
        return this.wrap(`${this.expr(l!, here)} ${sym} ${this.expr(r!, here, Oid.text)}`, parent, this.opSimple(sym, parent));
      }
      default:
        throw new Unsupported(String(f['kind']));
    }
  }

  /** isSimpleNode for an operator under `parent` (arithmetic precedence between operators). */
  private opSimple(op: string, parent: Parent): boolean | 'simple-in-bool' {
    if (parent === null || parent.kind !== 'op') return 'simple-in-bool';
    const low = ARITH_LOW.has(op);
    const high = ARITH_HIGH.has(op);
    const pLow = ARITH_LOW.has(parent.op);
    const pHigh = ARITH_HIGH.has(parent.op);
    if (!(low || high) || !(pLow || pHigh)) return false;
    if (high && pLow) return false;
    return low && pHigh;
  }

  /** Parenthesized always without pretty; in pretty mode unless simple (under AND/OR/NOT and function arguments when 'simple-in-bool'). */
  private wrap(text: string, parent: Parent, simple: boolean | 'simple-in-bool'): string {
    if (!this.pretty) return `(${text})`;
    if (parent === null) return text;
    if (simple === 'simple-in-bool') return parent.kind === 'bool' || parent.kind === 'func' ? text : `(${text})`;
    return simple ? text : `(${text})`;
  }
}
