import { type JsonNode, formatNumeric, parseNumeric } from '@pgsqlite/catalog';
import { utf8Bytes } from './fn-utf8.js';

/**
 * Where PostgreSQL's jsonb binary format puts each object and array of a document: the byte offset
 * of its container from the root container. jsonpath's `.keyvalue()` names the object it was
 * applied to by that offset (executeKeyValueMethod: id = offset + base object id × 10^10; the
 * document is base object 0). The layout follows convertJsonbValue: a container is a 4-byte header,
 * one 4-byte JEntry per array element or per key and value, then the children's data — an object's
 * keys first (in jsonb order: shorter first, then bytewise), then its values in the same order;
 * strings are their UTF-8 bytes, true/false/null take none, numerics (a varlena numeric with a
 * 4-byte header) and nested containers start at a multiple of 4.
 */
export function containerOffsets(root: JsonNode): Map<JsonNode, number> {
  const offsets = new Map<JsonNode, number>();
  if (root.t === 'obj' || root.t === 'arr') place(root, 0, offsets);
  return offsets;
}

const align4 = (n: number): number => (n + 3) & ~3;

/** Lays out the container `node` at `pos` (aligned); returns where its data ends. */
function place(node: JsonNode, pos: number, offsets: Map<JsonNode, number>): number {
  offsets.set(node, pos);
  if (node.t === 'arr') {
    let p = pos + 4 + 4 * node.items.length;
    for (const item of node.items) p = child(item, p, offsets);
    return p;
  }
  if (node.t !== 'obj') return pos;
  const entries = node.entries.map(([k, v]) => ({ key: utf8Bytes(k), v })).sort((a, b) => compareKeys(a.key, b.key));
  let p = pos + 4 + 8 * entries.length;
  for (const e of entries) p += e.key.length;
  for (const e of entries) p = child(e.v, p, offsets);
  return p;
}

function child(v: JsonNode, p: number, offsets: Map<JsonNode, number>): number {
  switch (v.t) {
    case 'str':
      return p + utf8Bytes(v.v).length;
    case 'num':
      return align4(p) + numericSize(v.v);
    case 'obj':
    case 'arr':
      return place(v, align4(p), offsets);
    default:
      return p;
  }
}

/** jsonb's key order (lengthCompareJsonbStringValue): by byte length, then bytewise. */
function compareKeys(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/**
 * The size of PostgreSQL's numeric datum for `text`: a 4-byte varlena header, a 2-byte header
 * (short format: display scale ≤ 63 and weight in -64..63; else 4 bytes), and 2 bytes per base-10000
 * digit, leading and trailing zero digits stripped (make_result).
 */
function numericSize(text: string): number {
  const canonical = text.includes('e') || text.includes('E') ? formatNumeric(parseNumeric(text)) : text;
  const abs = canonical.startsWith('-') ? canonical.slice(1) : canonical;
  const point = abs.indexOf('.');
  const whole = point < 0 ? abs : abs.slice(0, point);
  let z = 0;
  while (z < whole.length && whole[z] === '0') z++;
  const intPart = whole.slice(z);
  const fracPart = point < 0 ? '' : abs.slice(point + 1);
  const groups: string[] = [];
  const lead = intPart.length % 4;
  if (lead > 0) groups.push(intPart.slice(0, lead));
  for (let i = lead; i < intPart.length; i += 4) groups.push(intPart.slice(i, i + 4));
  let weight = groups.length - 1;
  for (let i = 0; i < fracPart.length; i += 4) groups.push(fracPart.slice(i, i + 4).padEnd(4, '0'));
  const zero = (g: string): boolean => Number(g) === 0;
  let first = 0;
  while (first < groups.length && zero(groups[first] as string)) first++;
  let end = groups.length;
  while (end > first && zero(groups[end - 1] as string)) end--;
  const ndigits = end - first;
  weight = ndigits === 0 ? 0 : weight - first;
  const short = fracPart.length <= 63 && weight >= -64 && weight <= 63;
  return 4 + (short ? 2 : 4) + 2 * ndigits;
}
