import type { Rng } from './rng.js';
import type { Signature } from './signatures.js';
import { BOOL, TYPES, TYPE_BY_OID, literalText, quote, type FuzzType } from './types.js';

/** An expression tree; `type` is the OID PostgreSQL gives it. */
export type Node =
  | { readonly k: 'lit'; readonly type: number; readonly text: string }
  | { readonly k: 'null'; readonly type: number }
  | { readonly k: 'col'; readonly type: number; readonly name: string }
  | { readonly k: 'call'; readonly type: number; readonly sig: Signature; readonly args: readonly Node[] }
  | { readonly k: 'cast'; readonly type: number; readonly args: readonly [Node] }
  | { readonly k: 'case' | 'coalesce' | 'nullif' | 'greatest' | 'least'; readonly type: number; readonly args: readonly Node[] }
  | { readonly k: 'and' | 'or' | 'not' | 'isnull' | 'notnull' | 'distinct' | 'notdistinct' | 'between' | 'in'; readonly type: 16; readonly args: readonly Node[] };

/** What an expression may draw on: callable signatures, casts and the columns in scope. */
export interface Vocabulary {
  readonly byResult: ReadonlyMap<number, readonly Signature[]>;
  readonly castsTo: ReadonlyMap<number, readonly number[]>;
}

export function vocabulary(calls: readonly Signature[], casts: readonly [number, number][]): Vocabulary {
  const byResult = new Map<number, Signature[]>();
  for (const s of calls) byResult.set(s.result, [...(byResult.get(s.result) ?? []), s]);
  const castsTo = new Map<number, number[]>();
  for (const [from, to] of casts) castsTo.set(to, [...(castsTo.get(to) ?? []), from]);
  return { byResult, castsTo };
}

export interface Column {
  readonly name: string;
  readonly type: number;
}

const fuzzType = (oid: number): FuzzType => TYPE_BY_OID.get(oid) ?? (TYPES[0] as FuzzType);

/** A leaf of the type: a literal (mostly edge values), NULL, or a column in scope. */
export function leaf(type: number, rng: Rng, columns: readonly Column[]): Node {
  const cols = columns.filter((c) => c.type === type);
  if (cols.length > 0 && rng.chance(0.5)) return { k: 'col', type, name: rng.pick(cols).name };
  if (rng.chance(0.1)) return { k: 'null', type };
  return { k: 'lit', type, text: literalText(fuzzType(type), rng) };
}

/** A random expression of `type`, at most `depth` levels deep. */
export function gen(type: number, depth: number, rng: Rng, vocab: Vocabulary, columns: readonly Column[]): Node {
  if (depth <= 0 || rng.chance(0.25)) return leaf(type, rng, columns);
  const sub = (t: number): Node => gen(t, depth - 1, rng, vocab, columns);
  const roll = rng.next();
  if (type === BOOL && roll < 0.3) return boolForm(depth, rng, vocab, columns);
  if (roll < 0.7) {
    const sigs = vocab.byResult.get(type) ?? [];
    if (sigs.length > 0) {
      const sig = rng.pick(sigs);
      return { k: 'call', type, sig, args: sig.args.map(sub) };
    }
  }
  if (roll < 0.82) {
    const from = vocab.castsTo.get(type) ?? [];
    if (from.length > 0) return { k: 'cast', type, args: [sub(rng.pick(from))] };
  }
  const form = rng.pick(['case', 'coalesce', 'nullif', 'greatest', 'least'] as const);
  if (form === 'case') return { k: 'case', type, args: [sub(BOOL), sub(type), sub(type)] };
  return { k: form, type, args: [sub(type), sub(type)] };
}

function boolForm(depth: number, rng: Rng, vocab: Vocabulary, columns: readonly Column[]): Node {
  const sub = (t: number): Node => gen(t, depth - 1, rng, vocab, columns);
  const t = rng.pick(TYPES).oid;
  const form = rng.pick(['and', 'or', 'not', 'isnull', 'notnull', 'distinct', 'notdistinct', 'between', 'in'] as const);
  switch (form) {
    case 'and':
    case 'or':
      return { k: form, type: BOOL, args: [sub(BOOL), sub(BOOL)] };
    case 'not':
      return { k: form, type: BOOL, args: [sub(BOOL)] };
    case 'isnull':
    case 'notnull':
      return { k: form, type: BOOL, args: [sub(t)] };
    case 'distinct':
    case 'notdistinct':
      return { k: form, type: BOOL, args: [sub(t), sub(t)] };
    case 'between':
      return { k: form, type: BOOL, args: [sub(t), sub(t), sub(t)] };
    case 'in':
      return { k: form, type: BOOL, args: [sub(t), sub(t), ...(rng.chance(0.5) ? [sub(t)] : [])] };
  }
}

/** The SQL text of an expression (fully parenthesised, every literal typed). */
export function render(n: Node): string {
  const a = n.k === 'lit' || n.k === 'null' || n.k === 'col' ? [] : n.args.map(render);
  switch (n.k) {
    case 'lit':
      return `${quote(n.text)}::${fuzzType(n.type).name}`;
    case 'null':
      return `NULL::${fuzzType(n.type).name}`;
    case 'col':
      return n.name;
    case 'call':
      if (n.sig.kind === 'fn') return `${n.sig.name}(${a.join(', ')})`;
      return a.length === 1 ? `(${n.sig.name} ${a[0]})` : `(${a[0]} ${n.sig.name} ${a[1]})`;
    case 'cast':
      return `(${a[0]})::${fuzzType(n.type).name}`;
    case 'case':
      return `CASE WHEN ${a[0]} THEN ${a[1]} ELSE ${a[2]} END`;
    case 'coalesce':
    case 'nullif':
    case 'greatest':
    case 'least':
      return `${n.k.toUpperCase()}(${a.join(', ')})`;
    case 'and':
    case 'or':
      return `(${a[0]} ${n.k.toUpperCase()} ${a[1]})`;
    case 'not':
      return `(NOT ${a[0]})`;
    case 'isnull':
      return `(${a[0]} IS NULL)`;
    case 'notnull':
      return `(${a[0]} IS NOT NULL)`;
    case 'distinct':
      return `(${a[0]} IS DISTINCT FROM ${a[1]})`;
    case 'notdistinct':
      return `(${a[0]} IS NOT DISTINCT FROM ${a[1]})`;
    case 'between':
      return `(${a[0]} BETWEEN ${a[1]} AND ${a[2]})`;
    case 'in':
      return `(${a[0]} IN (${a.slice(1).join(', ')}))`;
  }
}

const typeLabel = (oid: number): string => fuzzType(oid).name;

/**
 * The shape of an expression without its values: the functions, operators, casts and forms it
 * uses, with their argument types. Two differences with one shape are counted as one class.
 */
export function skeleton(n: Node, out: Set<string> = new Set()): Set<string> {
  if (n.k === 'lit' || n.k === 'null' || n.k === 'col') return out;
  if (n.k === 'call') out.add(`${n.sig.name}(${n.sig.args.map(typeLabel).join(',')})`);
  else if (n.k === 'cast') out.add(`${typeLabel((n.args[0] as Node).type)}::${typeLabel(n.type)}`);
  else out.add(`${n.k.toUpperCase()}(${n.args.map((x) => typeLabel(x.type)).join(',')})`);
  for (const c of n.args) skeleton(c, out);
  return out;
}

/** Smaller expressions to try in place of `n`, simplest first. */
export function shrinkCandidates(n: Node): Node[] {
  const out: Node[] = [];
  if (n.k !== 'null') out.push({ k: 'null', type: n.type });
  if (n.k === 'lit' || n.k === 'null' || n.k === 'col') {
    const t = fuzzType(n.type);
    if (n.k !== 'lit' || n.text !== t.edges[0]) out.push({ k: 'lit', type: n.type, text: t.edges[0] as string });
    return out;
  }
  for (const c of n.args) if (c.type === n.type) out.push(c);
  const t = fuzzType(n.type);
  out.push({ k: 'lit', type: n.type, text: t.edges[0] as string });
  n.args.forEach((c, i) => {
    for (const s of shrinkCandidates(c)) out.push({ ...n, args: n.args.map((x, j) => (j === i ? s : x)) } as Node);
  });
  return out;
}

/** Number of nodes (the shrinker's measure). */
export function size(n: Node): number {
  return n.k === 'lit' || n.k === 'null' || n.k === 'col' ? 1 : 1 + n.args.reduce((s, c) => s + size(c), 0);
}
