import { PgError } from '@pgsqlite/errors';
import { formatNumeric, parseNumeric } from '../numeric-value.js';
import type { JpExpr, JpStep, JsonPath } from './ast.js';
import { KEYWORDS, jsonpathSyntaxError, scanJsonPath, type JpToken } from './scan.js';
import { checkLikeRegex, checkPlacement } from './checks.js';

/** A parsed operand: predicates (comparisons, &&, ||, !, exists, like_regex…) and expressions are distinct in the grammar. */
interface Part {
  e: JpExpr;
  pred: boolean;
}

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);
const METHODS = new Set(['abs', 'size', 'type', 'floor', 'double', 'ceiling', 'keyvalue']);

function numeric(text: string): JpExpr {
  return { k: 'lit', v: { t: 'num', v: formatNumeric(parseNumeric(text)) } };
}

/** makeItemUnary: `+n` is n, `-n` a negated constant; otherwise the operator. */
function unary(op: '+' | '-', e: JpExpr): JpExpr {
  if (e.k === 'lit' && e.v.t === 'num') {
    if (op === '+') return e;
    const v = e.v.v;
    const zero = /^-?[0.]*$/.test(v);
    return { k: 'lit', v: { t: 'num', v: zero ? v.replace(/^-/, '') : v.startsWith('-') ? v.slice(1) : `-${v}` } };
  }
  return { k: 'unary', op, e };
}

/** Appends accessor steps to an expression (a parenthesized chain continues its own chain). */
function chain(base: JpExpr, steps: JpStep[]): JpExpr {
  if (steps.length === 0) return base;
  return base.k === 'chain' ? { k: 'chain', base: base.base, steps: [...base.steps, ...steps] } : { k: 'chain', base, steps };
}

class Parser {
  private p = 0;
  constructor(private readonly toks: JpToken[]) {}

  peek(): JpToken {
    return this.toks[this.p] as JpToken;
  }
  next(): JpToken {
    return this.toks[this.p++] as JpToken;
  }
  isOp(v: string): boolean {
    const t = this.peek();
    return t.t === 'op' && t.v === v;
  }
  isKw(v: string): boolean {
    const t = this.peek();
    return t.t === 'ident' && t.v === v && KEYWORDS.has(v);
  }
  fail(t: JpToken = this.peek()): never {
    throw jsonpathSyntaxError('syntax error', t.end === true ? undefined : t.text);
  }
  expect(v: string): void {
    if (!this.isOp(v)) this.fail();
    this.p++;
  }
  expectKw(v: string): void {
    if (!this.isKw(v)) this.fail();
    this.p++;
  }
  /** An operand that must be a predicate (checked at the token after it, as bison reports). */
  pred(part: Part): JpExpr {
    if (!part.pred) this.fail();
    return part.e;
  }
  expr(part: Part): JpExpr {
    if (part.pred) this.fail();
    return part.e;
  }

  or(): Part {
    let l = this.and();
    while (this.isOp('||')) {
      if (!l.pred) this.fail();
      this.p++;
      l = { e: { k: 'bin', op: '||', l: l.e, r: this.pred(this.and()) }, pred: true };
    }
    return l;
  }
  and(): Part {
    let l = this.not();
    while (this.isOp('&&')) {
      if (!l.pred) this.fail();
      this.p++;
      l = { e: { k: 'bin', op: '&&', l: l.e, r: this.pred(this.not()) }, pred: true };
    }
    return l;
  }
  not(): Part {
    if (!this.isOp('!')) return this.comparison();
    this.p++;
    if (this.isKw('exists')) return { e: { k: 'unary', op: '!', e: this.exists() }, pred: true };
    this.expect('(');
    const inner = this.pred(this.or());
    this.expect(')');
    return { e: { k: 'unary', op: '!', e: inner }, pred: true };
  }
  exists(): JpExpr {
    this.expectKw('exists');
    this.expect('(');
    const e = this.expr(this.or());
    this.expect(')');
    return { k: 'exists', e };
  }
  comparison(): Part {
    const l = this.additive();
    const t = this.peek();
    if (t.t === 'op' && COMPARISONS.has(t.v)) {
      if (l.pred) this.fail();
      this.p++;
      return { e: { k: 'bin', op: t.v, l: l.e, r: this.expr(this.additive()) }, pred: true };
    }
    if (this.isKw('like_regex')) {
      if (l.pred) this.fail();
      this.p++;
      const pat = this.next();
      if (pat.t !== 'str') this.fail(pat);
      let flags = '';
      if (this.isKw('flag')) {
        this.p++;
        const f = this.next();
        if (f.t !== 'str') this.fail(f);
        flags = f.v;
      }
      return { e: checkLikeRegex(l.e, pat.v, flags), pred: true };
    }
    if (this.isKw('starts')) {
      if (l.pred) this.fail();
      this.p++;
      this.expectKw('with');
      const init = this.next();
      if (init.t === 'str') return { e: { k: 'starts', e: l.e, prefix: { k: 'lit', v: { t: 'str', v: init.v } } }, pred: true };
      if (init.t === 'var') return { e: { k: 'starts', e: l.e, prefix: { k: 'var', name: init.v } }, pred: true };
      this.fail(init);
    }
    return l;
  }
  additive(): Part {
    let l = this.multiplicative();
    while (this.isOp('+') || this.isOp('-')) {
      if (l.pred) this.fail();
      const op = this.next().v;
      l = { e: { k: 'bin', op, l: l.e, r: this.expr(this.multiplicative()) }, pred: false };
    }
    return l;
  }
  multiplicative(): Part {
    let l = this.unary();
    while (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
      if (l.pred) this.fail();
      const op = this.next().v;
      l = { e: { k: 'bin', op, l: l.e, r: this.expr(this.unary()) }, pred: false };
    }
    return l;
  }
  unary(): Part {
    if (this.isOp('+') || this.isOp('-')) {
      const op = this.next().v as '+' | '-';
      return { e: unary(op, this.expr(this.unary())), pred: false };
    }
    return this.postfix();
  }
  postfix(): Part {
    const t = this.peek();
    if (t.t === 'op' && t.v === '(') {
      this.p++;
      const inner = this.or();
      this.expect(')');
      if (inner.pred && this.isKw('is')) {
        this.p++;
        this.expectKw('unknown');
        return { e: { k: 'isunknown', e: inner.e }, pred: true };
      }
      const steps = this.accessors();
      if (steps.length > 0) return { e: chain(inner.e, steps), pred: false };
      return inner;
    }
    if (this.isKw('exists')) return { e: this.exists(), pred: true };
    return { e: chain(this.primary(), this.accessors()), pred: false };
  }
  primary(): JpExpr {
    const t = this.next();
    switch (t.t) {
      case 'int':
      case 'num':
        return numeric(t.v);
      case 'str':
        return { k: 'lit', v: { t: 'str', v: t.v } };
      case 'var':
        return { k: 'var', name: t.v };
      case 'op':
        if (t.v === '$') return { k: 'root' };
        if (t.v === '@') return { k: 'current' };
        break;
      case 'ident':
        if (t.v === 'null' || t.v === 'true' || t.v === 'false') return { k: 'lit', v: { t: 'lit', v: t.v } };
        if (t.v === 'last') return { k: 'last' };
        break;
    }
    return this.fail(t);
  }
  accessors(): JpStep[] {
    const steps: JpStep[] = [];
    for (;;) {
      if (this.isOp('.')) {
        this.p++;
        steps.push(this.dotted());
      } else if (this.isOp('[')) {
        this.p++;
        steps.push(this.subscripts());
      } else if (this.isOp('?')) {
        this.p++;
        this.expect('(');
        const e = this.pred(this.or());
        this.expect(')');
        steps.push({ k: 'filter', e });
      } else return steps;
    }
  }
  dotted(): JpStep {
    const t = this.next();
    if (t.t === 'op' && t.v === '*') return { k: 'anykey' };
    if (t.t === 'op' && t.v === '**') return this.anyPath();
    if (t.t === 'str') return { k: 'key', name: t.v };
    if (t.t !== 'ident') return this.fail(t);
    if (KEYWORDS.has(t.v) && this.isOp('(')) {
      if (METHODS.has(t.v)) {
        this.p++;
        this.expect(')');
        return { k: 'method', name: t.v };
      }
      if (t.v === 'datetime') {
        this.p++;
        const a = this.peek();
        let template: string | undefined;
        if (a.t === 'str') {
          template = a.v;
          this.p++;
        }
        this.expect(')');
        return { k: 'method', name: 'datetime', template };
      }
    }
    return { k: 'key', name: t.v };
  }
  anyPath(): JpStep {
    if (!this.isOp('{')) return { k: 'anypath', from: 0, to: -1 };
    this.p++;
    const level = (): number => {
      const l = this.next();
      if (l.t === 'ident' && l.v === 'last') return -1;
      if (l.t !== 'int') return this.fail(l);
      const n = Number(l.v);
      if (n > 2147483647) throw new PgError('numeric_value_out_of_range', `value "${l.v}" is out of range for type integer`);
      return n;
    };
    const from = level();
    let to = from;
    if (this.isKw('to')) {
      this.p++;
      to = level();
    }
    this.expect('}');
    return { k: 'anypath', from, to };
  }
  subscripts(): JpStep {
    if (this.isOp('*')) {
      this.p++;
      this.expect(']');
      return { k: 'anyarr' };
    }
    const subs: [JpExpr, JpExpr | null][] = [];
    for (;;) {
      const from = this.expr(this.additive());
      let to: JpExpr | null = null;
      if (this.isKw('to')) {
        this.p++;
        to = this.expr(this.additive());
      }
      subs.push([from, to]);
      if (!this.isOp(',')) break;
      this.p++;
    }
    this.expect(']');
    return { k: 'idx', subs };
  }
}

/**
 * Parses jsonpath text as jsonpath_in does: PostgreSQL 15's grammar, its syntax errors (42601
 * "syntax error at or near … of jsonpath input"), `@` only inside filters and `last` only inside
 * array subscripts. Empty input is 22P02.
 */
export function parseJsonPath(src: string): JsonPath {
  const toks = scanJsonPath(src);
  const parser = new Parser(toks);
  let strict = false;
  if (parser.isKw('strict') || parser.isKw('lax')) strict = parser.next().v === 'strict';
  else if (parser.peek().t === 'end') {
    throw new PgError('invalid_text_representation', `invalid input syntax for type jsonpath: "${src}"`);
  }
  const top = parser.or();
  if (parser.peek().t !== 'end') parser.fail();
  checkPlacement(top.e);
  return { strict, expr: top.e };
}
