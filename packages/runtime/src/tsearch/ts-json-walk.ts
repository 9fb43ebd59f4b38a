import { PgError } from '@pgsqlite/errors';

/**
 * A walk over JSON text in document order (for jsonb that is its stored, normalized order),
 * without building objects, so keys keep their order and numbers their text.
 */

/** One scalar or key met by the walk. */
export type JsonEvent = { kind: 'key' | 'string'; value: string } | { kind: 'number'; value: string } | { kind: 'bool'; value: boolean } | { kind: 'null' };

/** A parsed JSON value that keeps key order and number text. */
type Node =
  | { t: 'obj'; entries: [string, Node][] }
  | { t: 'arr'; items: Node[] }
  | { t: 'str'; v: string }
  | { t: 'num'; v: string }
  | { t: 'lit'; v: 'true' | 'false' | 'null' };

function parse(text: string): Node {
  let i = 0;
  const ws = (): void => { while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++; };
  const bad = (): PgError => new PgError('invalid_text_representation', 'invalid input syntax for type json');
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) throw bad();
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): Node => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const entries: [string, Node][] = [];
      ws();
      if (text[i] === '}') { i++; return { t: 'obj', entries }; }
      for (;;) {
        ws();
        if (text[i] !== '"') throw bad();
        const k = str();
        ws();
        if (text[i++] !== ':') throw bad();
        entries.push([k, value()]);
        ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i++] !== '}') throw bad();
        return { t: 'obj', entries };
      }
    }
    if (c === '[') {
      i++;
      const items: Node[] = [];
      ws();
      if (text[i] === ']') { i++; return { t: 'arr', items }; }
      for (;;) {
        items.push(value());
        ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i++] !== ']') throw bad();
        return { t: 'arr', items };
      }
    }
    if (c === '"') return { t: 'str', v: str() };
    for (const lit of ['true', 'false', 'null'] as const) {
      if (text.startsWith(lit, i)) { i += lit.length; return { t: 'lit', v: lit }; }
    }
    const m = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) throw bad();
    i += m[0].length;
    return { t: 'num', v: m[0] };
  };
  const v = value();
  ws();
  if (i !== text.length) throw bad();
  return v;
}

/** Calls `cb` for every key and scalar of `text`, in order. */
export function walkJson(text: string, cb: (e: JsonEvent) => void): void {
  const visit = (n: Node): void => {
    switch (n.t) {
      case 'obj': for (const [k, v] of n.entries) { cb({ kind: 'key', value: k }); visit(v); } break;
      case 'arr': for (const v of n.items) visit(v); break;
      case 'str': cb({ kind: 'string', value: n.v }); break;
      case 'num': cb({ kind: 'number', value: n.v }); break;
      case 'lit': cb(n.v === 'null' ? { kind: 'null' } : { kind: 'bool', value: n.v === 'true' }); break;
    }
  };
  visit(parse(text));
}

/** `text` with every string value (not key) replaced by fn(value): json compact, jsonb as jsonb prints. */
export function mapJsonStrings(text: string, jsonb: boolean, fn: (s: string) => string): string {
  const [colon, comma] = jsonb ? [': ', ', '] : [':', ','];
  const out = (n: Node): string => {
    switch (n.t) {
      case 'obj': return `{${n.entries.map(([k, v]) => `${JSON.stringify(k)}${colon}${out(v)}`).join(comma)}}`;
      case 'arr': return `[${n.items.map(out).join(comma)}]`;
      case 'str': return JSON.stringify(fn(n.v));
      case 'num': return n.v;
      case 'lit': return n.v;
    }
  };
  return out(parse(text));
}
