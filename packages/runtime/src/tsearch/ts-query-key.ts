import type { TsQuery } from '@pgsqlite/catalog';

/**
 * A text key whose byte order is tsquery's btree order (CompareTSQ): node count, then size, then
 * the trees (operators before operands; higher operator codes, more children, larger distances
 * and larger operand checksums first; operand text last).
 */

let table: Uint32Array | undefined;

/** PostgreSQL's legacy CRC-32 of the operand (the valcrc tsquery items carry), as int32. */
function legacyCrc(bytes: readonly number[]): number {
  if (table === undefined) {
    table = new Uint32Array(256);
    for (let i = 0; i < 256; i++) {
      let c = i;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[i] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = ((table[((crc >>> 24) ^ b) & 0xff] as number) ^ (crc << 8)) >>> 0;
  return (crc ^ 0xffffffff) | 0;
}

/** The UTF-8 bytes of a lexeme (key and CRC input). */
export function utf8(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

const hex = (n: number, w: number): string => n.toString(16).padStart(w, '0');
const OPER: Record<string, number> = { not: 1, and: 2, or: 3, phrase: 4 };

function count(q: TsQuery): [number, number] {
  if (q.kind === 'val') return [1, utf8(q.word).length + 1];
  if (q.kind === 'not') {
    const [n, l] = count(q.arg);
    return [n + 1, l];
  }
  const [a, b] = count(q.left);
  const [c, d] = count(q.right);
  return [a + c + 1, b + d];
}

function tree(q: TsQuery): string {
  if (q.kind === 'val') {
    const bytes = utf8(q.word);
    // operands after operators; a larger checksum first (as int32)
    let k = '1' + hex(0xffffffff - (legacyCrc(bytes) + 0x80000000), 8);
    for (const b of bytes) k += hex(b + 1, 3);
    return `${k}000`;
  }
  const oper = OPER[q.kind] as number;
  const children = q.kind === 'not' ? [q.arg] : [q.right, q.left];
  let k = '0' + String(9 - oper) + String(9 - children.length);
  for (const c of children) k += tree(c);
  if (q.kind === 'phrase') k += hex(0xffff - q.distance, 4);
  return k;
}

/** The sort key of a tsquery (the empty query first). */
export function tsquerySortKey(q: TsQuery | null): string {
  if (q === null) return hex(0, 8);
  const [n, len] = count(q);
  return hex(n, 8) + hex(len, 8) + tree(q);
}
