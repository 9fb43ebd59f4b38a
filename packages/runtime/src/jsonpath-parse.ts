import { PgError } from '@pgsqlite/errors';
import type { JsonNode } from '@pgsqlite/catalog';

/** One step of a jsonpath accessor chain. */
export type JpStep =
  | { k: 'key'; name: string }
  | { k: 'anykey' }
  | { k: 'anyarr' }
  | { k: 'idx'; subs: [JpExpr, JpExpr | null][] }
  | { k: 'filter'; e: JpExpr }
  | { k: 'method'; name: string }
  /** `.**`, `.**{n}`, `.**{n to m}`: every item at nesting levels from..to below the current one (to -1: no limit) */
  | { k: 'anypath'; from: number; to: number };

/** A jsonpath expression (the subset pgsqlite evaluates). */
export type JpExpr =
  | { k: 'root' | 'current' | 'last' }
  | { k: 'var'; name: string }
  | { k: 'lit'; v: JsonNode }
  | { k: 'chain'; base: JpExpr; steps: JpStep[] }
  | { k: 'bin'; op: string; l: JpExpr; r: JpExpr }
  | { k: 'unary'; op: '!' | '-' | '+'; e: JpExpr }
  | { k: 'like'; e: JpExpr; pattern: string; flags: string }
  | { k: 'starts'; e: JpExpr; prefix: JpExpr }
  | { k: 'exists'; e: JpExpr }
  | { k: 'isunknown'; e: JpExpr };

/** A parsed jsonpath: mode and expression. */
export interface JsonPath {
  strict: boolean;
  expr: JpExpr;
}

type Tok = { t: 'id' | 'str' | 'num' | 'var' | 'op' | 'end'; v: string };

const OPS = ['==', '!=', '<>', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '**', '*', '/', '%', '(', ')', '[', ']', '{', '}', ',', '.', '?', '$', '@'];
const isAlpha = (c: string | undefined): boolean => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c > '\u007f');
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

function syntax(src: string, near?: string): PgError {
  return new PgError('syntax_error', near === undefined ? `syntax error at end of jsonpath input` : `syntax error at or near "${near}" of jsonpath input`);
}

function readString(src: string, i: number): [string, number] {
  let out = '';
  let j = i + 1;
  while (j < src.length && src[j] !== '"') {
    if (src[j] === '\\') {
      const c = src[j + 1];
      const map: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '"': '"', '\\': '\\', '/': '/' };
      if (c === 'u') {
        out += String.fromCharCode(parseInt(src.slice(j + 2, j + 6), 16));
        j += 6;
        continue;
      }
      out += map[c ?? ''] ?? c ?? '';
      j += 2;
      continue;
    }
    out += src[j];
    j++;
  }
  if (j >= src.length) throw new PgError('syntax_error', 'unterminated quoted string in jsonpath input');
  return [out, j + 1];
}

function tokenize(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
    } else if (c === '"') {
      const [s, j] = readString(src, i);
      toks.push({ t: 'str', v: s });
      i = j;
    } else if (isDigit(c) || (c === '.' && isDigit(src[i + 1]) && toks[toks.length - 1]?.t !== 'id')) {
      let j = i;
      while (isDigit(src[j])) j++;
      if (src[j] === '.' && isDigit(src[j + 1])) {
        j++;
        while (isDigit(src[j])) j++;
      }
      if ((src[j] === 'e' || src[j] === 'E') && (isDigit(src[j + 1]) || ((src[j + 1] === '+' || src[j + 1] === '-') && isDigit(src[j + 2])))) {
        j += 2;
        while (isDigit(src[j])) j++;
      }
      if (isAlpha(src[j])) throw new PgError('syntax_error', `trailing junk after numeric literal at or near "${src.slice(i, j + 1)}" of jsonpath input`);
      toks.push({ t: 'num', v: src.slice(i, j) });
      i = j;
    } else if (c === '$' && (isAlpha(src[i + 1]) || src[i + 1] === '"')) {
      if (src[i + 1] === '"') {
        const [s, j] = readString(src, i + 1);
        toks.push({ t: 'var', v: s });
        i = j;
      } else {
        let j = i + 1;
        while (isAlpha(src[j]) || isDigit(src[j])) j++;
        toks.push({ t: 'var', v: src.slice(i + 1, j) });
        i = j;
      }
    } else if (isAlpha(c)) {
      let j = i;
      while (isAlpha(src[j]) || isDigit(src[j])) j++;
      toks.push({ t: 'id', v: src.slice(i, j) });
      i = j;
    } else {
      const op = OPS.find((o) => src.startsWith(o, i));
      if (!op) throw syntax(src, c);
      toks.push({ t: 'op', v: op });
      i += op.length;
    }
  }
  toks.push({ t: 'end', v: '' });
  return toks;
}

/** Parses jsonpath text (jsonpath_in) into its expression; 42601 on syntax errors. */
export function parseJsonPath(src: string): JsonPath {
  const toks = tokenize(src);
  let p = 0;
  const peek = (): Tok => toks[p] as Tok;
  const next = (): Tok => toks[p++] as Tok;
  const isOp = (v: string): boolean => peek().t === 'op' && peek().v === v;
  const isId = (v: string): boolean => peek().t === 'id' && peek().v === v;
  const fail = (): never => {
    const t = peek();
    throw syntax(src, t.t === 'end' ? undefined : t.t === 'str' ? `"${t.v}"` : t.v);
  };
  const expect = (v: string): void => {
    if (!isOp(v)) fail();
    p++;
  };
  let strict = false;
  if (isId('strict') || isId('lax')) strict = next().v === 'strict';

  const or = (): JpExpr => {
    let l = and();
    while (isOp('||')) {
      p++;
      l = { k: 'bin', op: '||', l, r: and() };
    }
    return l;
  };
  const and = (): JpExpr => {
    let l = not();
    while (isOp('&&')) {
      p++;
      l = { k: 'bin', op: '&&', l, r: not() };
    }
    return l;
  };
  const not = (): JpExpr => {
    if (isOp('!')) {
      p++;
      expect('(');
      const e = or();
      expect(')');
      return { k: 'unary', op: '!', e };
    }
    return predicate();
  };
  const predicate = (): JpExpr => {
    if (isId('exists')) {
      p++;
      expect('(');
      const e = or();
      expect(')');
      return { k: 'exists', e };
    }
    const l = additive();
    const t = peek();
    if (t.t === 'op' && ['==', '!=', '<>', '<', '<=', '>', '>='].includes(t.v)) {
      p++;
      return { k: 'bin', op: t.v === '<>' ? '!=' : t.v, l, r: additive() };
    }
    if (isId('like_regex')) {
      p++;
      const pat = next();
      if (pat.t !== 'str') fail();
      let flags = '';
      if (isId('flag')) {
        p++;
        const f = next();
        if (f.t !== 'str') fail();
        flags = f.v;
      }
      return { k: 'like', e: l, pattern: pat.v, flags };
    }
    if (isId('starts')) {
      p++;
      if (!isId('with')) fail();
      p++;
      return { k: 'starts', e: l, prefix: additive() };
    }
    if (isId('is')) {
      p++;
      if (!isId('unknown')) fail();
      p++;
      return { k: 'isunknown', e: l };
    }
    return l;
  };
  const additive = (): JpExpr => {
    let l = multiplicative();
    while (isOp('+') || isOp('-')) {
      const op = next().v;
      l = { k: 'bin', op, l, r: multiplicative() };
    }
    return l;
  };
  const multiplicative = (): JpExpr => {
    let l = unary();
    while (isOp('*') || isOp('/') || isOp('%')) {
      const op = next().v;
      l = { k: 'bin', op, l, r: unary() };
    }
    return l;
  };
  const unary = (): JpExpr => {
    if (isOp('-') || isOp('+')) {
      const op = next().v as '-' | '+';
      return { k: 'unary', op, e: unary() };
    }
    return accessors(primary());
  };
  const primary = (): JpExpr => {
    const t = next();
    if (t.t === 'op' && t.v === '$') return { k: 'root' };
    if (t.t === 'op' && t.v === '@') return { k: 'current' };
    if (t.t === 'var') return { k: 'var', name: t.v };
    if (t.t === 'num') return { k: 'lit', v: { t: 'num', v: t.v } };
    if (t.t === 'str') return { k: 'lit', v: { t: 'str', v: t.v } };
    if (t.t === 'id' && (t.v === 'true' || t.v === 'false' || t.v === 'null')) return { k: 'lit', v: { t: 'lit', v: t.v } };
    if (t.t === 'id' && t.v === 'last') return { k: 'last' };
    if (t.t === 'op' && t.v === '(') {
      const e = or();
      expect(')');
      return e;
    }
    p--;
    return fail();
  };
  const accessors = (base: JpExpr): JpExpr => {
    const steps: JpStep[] = [];
    for (;;) {
      if (isOp('.')) {
        p++;
        const t = next();
        if (t.t === 'op' && t.v === '*') steps.push({ k: 'anykey' });
        else if (t.t === 'op' && t.v === '**') {
          let from = 0;
          let to = -1;
          if (isOp('{')) {
            p++;
            const level = (): number => {
              const l = next();
              if (l.t === 'id' && l.v === 'last') return -1;
              if (l.t !== 'num' || l.v.includes('.')) {
                p--;
                return fail();
              }
              return Number(l.v);
            };
            from = level();
            to = from;
            if (isId('to')) {
              p++;
              to = level();
            }
            expect('}');
          }
          steps.push({ k: 'anypath', from, to });
        }
        else if (t.t === 'str') steps.push({ k: 'key', name: t.v });
        else if (t.t === 'id' && isOp('(')) {
          p++;
          expect(')');
          steps.push({ k: 'method', name: t.v });
        } else if (t.t === 'id') steps.push({ k: 'key', name: t.v });
        else {
          p--;
          fail();
        }
      } else if (isOp('[')) {
        p++;
        if (isOp('*')) {
          p++;
          expect(']');
          steps.push({ k: 'anyarr' });
          continue;
        }
        const subs: [JpExpr, JpExpr | null][] = [];
        do {
          const from = additive();
          let to: JpExpr | null = null;
          if (isId('to')) {
            p++;
            to = additive();
          }
          subs.push([from, to]);
        } while (isOp(',') && next());
        expect(']');
        steps.push({ k: 'idx', subs });
      } else if (isOp('?')) {
        p++;
        expect('(');
        const e = or();
        expect(')');
        steps.push({ k: 'filter', e });
      } else break;
    }
    return steps.length ? { k: 'chain', base, steps } : base;
  };
  const expr = or();
  if (peek().t !== 'end') fail();
  return { strict, expr };
}
