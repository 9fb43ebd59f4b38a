import { quoteJsonString } from '../json.js';
import type { JpExpr, JpStep, JsonPath } from './ast.js';

/** operationPriority in jsonpath.c: the printer parenthesizes an operand of lower or equal priority. */
function priority(e: JpExpr): number {
  const base = e.k === 'chain' ? e.base : e;
  switch (base.k) {
    case 'bin':
      if (base.op === '||') return 0;
      if (base.op === '&&') return 1;
      if (base.op === '+' || base.op === '-') return 3;
      if (base.op === '*' || base.op === '/' || base.op === '%') return 4;
      return 2;
    case 'starts':
      return 2;
    case 'unary':
      return base.op === '!' ? 6 : 5;
    default:
      return 6;
  }
}

function operand(e: JpExpr, parent: number): string {
  return item(e, priority(e) <= parent, false);
}

function anyPath(from: number, to: number): string {
  const level = (n: number): string => (n < 0 ? 'last' : String(n));
  if (from === 0 && to < 0) return '**';
  if (from === to) return `**{${level(from)}}`;
  return `**{${level(from)} to ${level(to)}}`;
}

function step(s: JpStep): string {
  switch (s.k) {
    case 'key':
      return '.' + quoteJsonString(s.name);
    case 'anykey':
      return '.*';
    case 'anyarr':
      return '[*]';
    case 'idx':
      return `[${s.subs.map(([from, to]) => item(from, false, false) + (to ? ` to ${item(to, false, false)}` : '')).join(',')}]`;
    case 'filter':
      return `?(${item(s.e, false, false)})`;
    case 'method':
      return s.name === 'datetime' ? `.datetime(${s.template === undefined ? '' : quoteJsonString(s.template)})` : `.${s.name}()`;
    case 'anypath':
      return '.' + anyPath(s.from, s.to);
  }
}

/** printJsonPathItem: `brackets` asks for parentheses around an operator; `hasNext` says accessors follow. */
function item(e: JpExpr, brackets: boolean, hasNext: boolean): string {
  const wrap = (s: string): string => (brackets ? `(${s})` : s);
  switch (e.k) {
    case 'root':
      return '$';
    case 'current':
      return '@';
    case 'last':
      return 'last';
    case 'var':
      return '$' + quoteJsonString(e.name);
    case 'lit':
      if (e.v.t === 'num') return hasNext ? `(${e.v.v})` : e.v.v;
      if (e.v.t === 'str') return quoteJsonString(e.v.v);
      return e.v.t === 'lit' ? e.v.v : '';
    case 'chain':
      return item(e.base, brackets, true) + e.steps.map(step).join('');
    case 'bin': {
      const p = priority(e);
      return wrap(`${operand(e.l, p)} ${e.op} ${operand(e.r, p)}`);
    }
    case 'starts':
      return wrap(`${operand(e.e, 2)} starts with ${operand(e.prefix, 2)}`);
    case 'like':
      return wrap(`${operand(e.e, 6)} like_regex ${quoteJsonString(e.pattern)}${e.flags === '' ? '' : ` flag "${e.flags}"`}`);
    case 'unary':
      if (e.op === '!') return `!(${item(e.e, false, false)})`;
      return wrap(`${e.op}${operand(e.e, 5)}`);
    case 'exists':
      return `exists (${item(e.e, false, false)})`;
    case 'isunknown':
      return `(${item(e.e, false, false)}) is unknown`;
  }
}

/** jsonpath_out: the canonical text PostgreSQL prints for a parsed jsonpath. */
export function printJsonPath(p: JsonPath): string {
  return (p.strict ? 'strict ' : '') + item(p.expr, true, false);
}
