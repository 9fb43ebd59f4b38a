import { PgError } from '@pgsqlite/errors';
import { concatBytes, storedString, utf8Decode, utf8Encode } from './codec-util.js';
import { defineType } from './define.js';
import { parseJson, type JsonNode } from './json-parse.js';
import { formatNumeric, parseNumeric } from './numeric-value.js';

/** escape_json: quotes a string as PG prints it inside json/jsonb output. */
export function quoteJsonString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out + '"';
}

function compareKeys(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Prints a JSON tree the way jsonb_out does: `{"a": 1, "b": [1, 2]}`, keys sorted, last duplicate wins. */
export function formatJsonb(n: JsonNode): string {
  switch (n.t) {
    case 'str':
      return quoteJsonString(n.v);
    case 'num':
      return formatNumeric(parseNumeric(n.v));
    case 'lit':
      return n.v;
    case 'arr':
      return '[' + n.items.map(formatJsonb).join(', ') + ']';
    case 'obj': {
      const byKey = new Map<string, JsonNode>();
      for (const [k, v] of n.entries) byKey.set(k, v);
      const keys = [...byKey.keys()].map((k) => ({ k, b: utf8Encode(k) }));
      keys.sort((x, y) => compareKeys(x.b, y.b));
      return '{' + keys.map(({ k }) => `${quoteJsonString(k)}: ${formatJsonb(byKey.get(k)!)}`).join(', ') + '}';
    }
  }
}

/** Normalizes jsonb input text to its canonical stored form. */
export function normalizeJsonb(text: string): string {
  return formatJsonb(parseJson(text, true));
}

/** json → TEXT as given (validated). */
export const jsonType = defineType({
  oid: 114,
  name: 'json',
  displayName: 'json',
  storage: 'text',
  category: 'U',
  arrayOid: 199,
  toText: (v) => storedString(v),
  fromText: (t) => {
    parseJson(t, false);
    return t;
  },
  toBinary: (v) => utf8Encode(storedString(v)),
  binaryString: (v) => storedString(v),
  fromBinary: (b) => {
    const t = utf8Decode(b);
    parseJson(t, false);
    return t;
  },
});

/** jsonb → TEXT normalized exactly as jsonb_out prints it. */
export const jsonbType = defineType({
  oid: 3802,
  name: 'jsonb',
  displayName: 'jsonb',
  storage: 'text',
  category: 'U',
  arrayOid: 3807,
  toText: (v) => storedString(v),
  fromText: (t) => normalizeJsonb(t),
  toBinary: (v) => concatBytes([Uint8Array.of(1), utf8Encode(storedString(v))]),
  binaryString: (v) => '\u0001' + storedString(v),
  // The version byte then the text, written into the scratch: '\u0001' + text is a cons string the
  // DataRow writer would flatten (a copy) before reading it.
  toBinaryView: (v, _typmod, _s, scratch) => {
    scratch.bytes[0] = 1;
    return scratch.slice(0, scratch.utf8(1, storedString(v)));
  },
  fromBinary: (b) => {
    if (b[0] !== 1) throw new PgError('invalid_binary_representation', `unsupported jsonb version number ${b[0] ?? 0}`);
    return normalizeJsonb(utf8Decode(b.subarray(1)));
  },
});
