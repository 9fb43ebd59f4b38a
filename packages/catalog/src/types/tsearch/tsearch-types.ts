import { PgError } from '@pgsqlite/errors';
import { utf8Decode, utf8Encode } from '../utf8.js';
import { badBinary, beBytes, concatBytes, pgTrim, storedBigInt, storedString, viewOf } from '../codec-util.js';
import { defineType } from '../define.js';
import type { PgType } from '../pg-type.js';
import { builtinColumnIndex, builtinRows } from '../../builtin/builtin-tables.js';
import { type TsLexeme, TS_MAX_POS, formatTsvector, normalizeLexemes, parseTsvector } from './tsvector-value.js';
import { type TsQuery, formatTsquery, parseTsquery } from './tsquery-value.js';

/**
 * The text search types: tsvector and tsquery stored as TEXT in their output form (one value,
 * one stored form), regconfig and regdictionary stored as the OID of a pg_ts_config / pg_ts_dict
 * row and printed as its name.
 */


function cstring(b: Uint8Array, at: number): [string, number] {
  let end = at;
  while (end < b.length && b[end] !== 0) end++;
  if (end >= b.length) throw badBinary();
  return [utf8Decode(b.subarray(at, end)), end + 1];
}

/** tsvectorsend: int32 count, then per lexeme its bytes, NUL, uint16 npos, npos × (weight<<14 | pos). */
function tsvectorSend(list: readonly TsLexeme[]): Uint8Array {
  const parts: Uint8Array[] = [beBytes(4, (dv) => dv.setInt32(0, list.length))];
  for (const l of list) {
    parts.push(utf8Encode(l.word), new Uint8Array([0]), beBytes(2, (dv) => dv.setUint16(0, l.positions.length)));
    for (const p of l.positions) parts.push(beBytes(2, (dv) => dv.setUint16(0, (p.weight << 14) | p.pos)));
  }
  return concatBytes(parts);
}

function tsvectorRecv(b: Uint8Array): TsLexeme[] {
  const dv = viewOf(b);
  if (b.length < 4) throw badBinary();
  const n = dv.getInt32(0);
  if (n < 0) throw new PgError('invalid_binary_representation', 'invalid size of tsvector');
  let at = 4;
  const out: TsLexeme[] = [];
  for (let i = 0; i < n; i++) {
    const [word, next] = cstring(b, at);
    at = next;
    if (at + 2 > b.length) throw badBinary();
    const npos = dv.getUint16(at);
    at += 2;
    const positions = [];
    for (let j = 0; j < npos; j++) {
      if (at + 2 > b.length) throw badBinary();
      const v = dv.getUint16(at);
      at += 2;
      positions.push({ pos: Math.min(v & 0x3fff, TS_MAX_POS), weight: v >> 14 });
    }
    out.push({ word, positions });
  }
  return normalizeLexemes(out);
}

const OPER_CODE: Record<string, number> = { not: 1, and: 2, or: 3, phrase: 4 };

/** tsquerysend: int32 item count, items in prefix order (operator, right, left). */
function tsquerySend(q: TsQuery | null): Uint8Array {
  const items: Uint8Array[] = [];
  const walk = (n: TsQuery): void => {
    if (n.kind === 'val') {
      items.push(new Uint8Array([1, n.weight, n.prefix ? 1 : 0]), utf8Encode(n.word), new Uint8Array([0]));
      return;
    }
    items.push(new Uint8Array([2, OPER_CODE[n.kind] as number]));
    if (n.kind === 'phrase') items.push(beBytes(2, (dv) => dv.setInt16(0, n.distance)));
    if (n.kind === 'not') walk(n.arg);
    else {
      walk(n.right);
      walk(n.left);
    }
  };
  let count = 0;
  const countItems = (n: TsQuery): void => {
    count++;
    if (n.kind === 'not') countItems(n.arg);
    else if (n.kind !== 'val') { countItems(n.left); countItems(n.right); }
  };
  if (q !== null) { countItems(q); walk(q); }
  return concatBytes([beBytes(4, (dv) => dv.setInt32(0, count)), ...items]);
}

function tsqueryRecv(b: Uint8Array): TsQuery | null {
  if (b.length < 4) throw badBinary();
  const dv = viewOf(b);
  const size = dv.getInt32(0);
  if (size < 0) throw new PgError('invalid_binary_representation', 'invalid size of tsquery');
  let at = 4;
  let left = size;
  const item = (): TsQuery => {
    if (left-- <= 0 || at >= b.length) throw new PgError('invalid_binary_representation', 'malformed tsquery: operand not found');
    const type = b[at++];
    if (type === 1) {
      const weight = b[at++] ?? 0;
      const prefix = (b[at++] ?? 0) !== 0;
      if (weight > 15) throw new PgError('invalid_binary_representation', 'invalid tsquery: invalid weight bitmap');
      const [word, next] = cstring(b, at);
      at = next;
      return { kind: 'val', word, weight, prefix };
    }
    if (type !== 2) throw new PgError('invalid_binary_representation', 'invalid tsquery: unrecognized item type');
    const oper = b[at++];
    if (oper === 1) return { kind: 'not', arg: item() };
    if (oper === 2 || oper === 3 || oper === 4) {
      let distance = 0;
      if (oper === 4) {
        if (at + 2 > b.length) throw badBinary();
        distance = dv.getInt16(at);
        at += 2;
      }
      const right = item();
      const l = item();
      return oper === 4 ? { kind: 'phrase', left: l, right, distance } : { kind: oper === 2 ? 'and' : 'or', left: l, right };
    }
    throw new PgError('invalid_binary_representation', 'invalid tsquery: unrecognized operator type');
  };
  if (size === 0) return null;
  const q = item();
  if (left !== 0 || at !== b.length) throw new PgError('invalid_binary_representation', 'malformed tsquery: extra nodes');
  return q;
}

/** tsvector (3614). */
export const tsvectorType: PgType = defineType({
  oid: 3614,
  name: 'tsvector',
  displayName: 'tsvector',
  storage: 'text',
  category: 'U',
  arrayOid: 3643,
  toText: (v) => storedString(v),
  fromText: (t) => formatTsvector(parseTsvector(t)),
  toBinary: (v) => tsvectorSend(parseTsvector(storedString(v))),
  fromBinary: (b) => formatTsvector(tsvectorRecv(b)),
});

/** tsquery (3615). */
export const tsqueryType: PgType = defineType({
  oid: 3615,
  name: 'tsquery',
  displayName: 'tsquery',
  storage: 'text',
  category: 'U',
  arrayOid: 3645,
  toText: (v) => storedString(v),
  fromText: (t) => formatTsquery(parseTsquery(t)),
  toBinary: (v) => tsquerySend(parseTsquery(storedString(v))),
  fromBinary: (b) => formatTsquery(tsqueryRecv(b)),
});

/** A text search object of the built-in catalog: its OID and name. */
interface TsObject {
  oid: number;
  name: string;
}

const objects = new Map<string, TsObject[]>();

/** The rows of pg_ts_config (cfgname) or pg_ts_dict (dictname): OID and name. */
export function tsCatalogObjects(table: 'pg_ts_config' | 'pg_ts_dict'): readonly TsObject[] {
  let list = objects.get(table);
  if (list === undefined) {
    const oid = builtinColumnIndex(table, 'oid');
    const name = builtinColumnIndex(table, table === 'pg_ts_config' ? 'cfgname' : 'dictname');
    list = builtinRows(table).map((r) => ({ oid: Number(r[oid]), name: String(r[name]) }));
    objects.set(table, list);
  }
  return list;
}

function regTsType(oid: number, name: string, arrayOid: number, table: 'pg_ts_config' | 'pg_ts_dict', what: string): PgType {
  return defineType({
    oid,
    name,
    displayName: name,
    storage: 'integer',
    len: 4,
    category: 'N',
    arrayOid,
    toText: (v) => {
      const id = Number(storedBigInt(v)) >>> 0;
      if (id === 0) return '-';
      return tsCatalogObjects(table).find((o) => o.oid === id)?.name ?? String(id);
    },
    fromText: (text) => {
      const t = pgTrim(text);
      if (/^\d+$/.test(t)) return Number(t);
      if (t === '-') return 0;
      const parts = t.split('.').map((p) => (p.startsWith('"') && p.endsWith('"') && p.length >= 2 ? p.slice(1, -1).replaceAll('""', '"') : p.toLowerCase()));
      const found = parts.length === 1 || (parts.length === 2 && parts[0] === 'pg_catalog') ? tsCatalogObjects(table).find((o) => o.name === parts[parts.length - 1]) : undefined;
      if (found === undefined) {
        if (parts.length === 2 && parts[0] !== 'pg_catalog' && parts[0] !== 'public') throw new PgError('invalid_schema_name', `schema "${parts[0]}" does not exist`);
        throw new PgError('undefined_object', `text search ${what} "${t}" does not exist`);
      }
      return found.oid;
    },
    toBinary: (v) => beBytes(4, (dv) => dv.setUint32(0, Number(storedBigInt(v)) >>> 0)),
    fromBinary: (b) => {
      if (b.length !== 4) throw badBinary();
      return viewOf(b, 4).getUint32(0);
    },
  });
}

/** regconfig (3734): a text search configuration. */
export const regconfigType = regTsType(3734, 'regconfig', 3735, 'pg_ts_config', 'configuration');
/** regdictionary (3769): a text search dictionary. */
export const regdictionaryType = regTsType(3769, 'regdictionary', 3770, 'pg_ts_dict', 'dictionary');

/** The text search types. */
export const tsearchTypes: readonly PgType[] = [tsvectorType, tsqueryType, regconfigType, regdictionaryType];
