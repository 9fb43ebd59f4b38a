import { badBinary, invalidSyntax, pgTrim, viewOf, type Stored } from './codec-util.js';
import { defineType } from './define.js';

function isPrefixOf(s: string, word: string, minLen: number): boolean {
  return s.length >= minLen && s.length <= word.length && word.startsWith(s);
}

/** boolin: t/true/yes/on/1 (and prefixes), case-insensitive, trimmed. */
export function parseBool(text: string): boolean {
  const s = pgTrim(text).toLowerCase();
  if (isPrefixOf(s, 'true', 1) || isPrefixOf(s, 'yes', 1) || isPrefixOf(s, 'on', 2) || s === '1') return true;
  if (isPrefixOf(s, 'false', 1) || isPrefixOf(s, 'no', 1) || isPrefixOf(s, 'off', 2) || s === '0') return false;
  throw invalidSyntax('boolean', text);
}

function truthy(v: Stored): boolean {
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'bigint') return v !== 0n;
  if (typeof v === 'string') return parseBool(v);
  throw badBinary();
}

/** bool → INTEGER 0/1. */
export const boolType = defineType({
  oid: 16,
  name: 'bool',
  displayName: 'boolean',
  storage: 'integer',
  len: 1,
  category: 'B',
  preferred: true,
  arrayOid: 1000,
  toText: (v) => (truthy(v) ? 't' : 'f'),
  fromText: (t) => (parseBool(t) ? 1 : 0),
  toBinary: (v) => Uint8Array.of(truthy(v) ? 1 : 0),
  fromBinary: (b) => (viewOf(b, 1).getUint8(0) !== 0 ? 1 : 0),
});
