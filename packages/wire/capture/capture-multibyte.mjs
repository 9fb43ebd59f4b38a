#!/usr/bin/env node
/**
 * Captures how PostgreSQL 15 converts between UTF8 and the common multi-byte client encodings
 * (SJIS, EUC_JP, EUC_KR, GBK, BIG5) into packages/wire/src/encoding/multibyte-data.ts. Every
 * one- and two-byte sequence (and EUC_JP's three-byte 0x8F ones) goes through convert_from, which
 * also checks pgsqlite's validity rules (src/encoding/multibyte-rules.ts) against the server's;
 * every BMP character goes through convert_to. Re-runnable (needs tsx for the rules module):
 *
 *   PGSQLITE_CAPTURE_URL=postgres://… npx tsx packages/wire/capture/capture-multibyte.mjs
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mbVerify } from '../src/encoding/multibyte-rules.ts';
import { MULTIBYTE } from './multibyte-rules.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/encoding/multibyte-data.ts');
const NONE = 0xffff;

const FUNCTIONS = `
CREATE FUNCTION pg_temp.dec(h text, enc text) RETURNS int LANGUAGE plpgsql AS $$
DECLARE s text;
BEGIN
  s := convert_from(decode(h, 'hex'), enc);
  IF length(s) <> 1 THEN RETURN -3; END IF;
  RETURN ascii(s);
EXCEPTION WHEN untranslatable_character THEN RETURN -1;
  WHEN character_not_in_repertoire THEN RETURN -2;
END $$;
CREATE FUNCTION pg_temp.enc(cp int, enc text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  RETURN encode(convert_to(chr(cp), enc), 'hex');
EXCEPTION WHEN untranslatable_character THEN RETURN NULL;
END $$;`;

const hex = (b) => b.toString(16).padStart(2, '0');

async function captureOne(client, enc, kind) {
  const decoded = new Map(); // hex sequence -> code point
  const invalid = [];
  const check = (bytes, answer) => {
    const valid = mbVerify(kind, Uint8Array.from(bytes), 0, bytes.length) === bytes.length;
    if (answer === -3) throw new Error(`${enc} ${bytes.map(hex)}: more than one character`);
    if (valid !== (answer !== -2)) {
      // PostgreSQL refuses a few sequences its verifier accepts (22021 from the conversion itself)
      if (!valid) throw new Error(`${enc} ${bytes.map(hex).join(' ')}: rules say invalid, PostgreSQL ${answer}`);
      invalid.push(bytes.map(hex).join(''));
    }
    if (answer >= 0) decoded.set(bytes.map(hex).join(''), answer);
  };
  const singles = (await client.query(`SELECT b, pg_temp.dec(lpad(to_hex(b), 2, '0'), $1) AS c FROM generate_series(128, 255) b`, [enc])).rows;
  const single = new Array(128).fill(NONE);
  for (const r of singles) {
    const valid = mbVerify(kind, Uint8Array.from([r.b]), 0, 1) === 1;
    if (valid !== (r.c !== -2)) throw new Error(`${enc} ${hex(r.b)}: rules disagree (${r.c})`);
    if (r.c >= 0) single[r.b - 128] = r.c;
  }
  const pairs = (await client.query(
    `SELECT l, t, pg_temp.dec(lpad(to_hex(l), 2, '0') || lpad(to_hex(t), 2, '0'), $1) AS c FROM generate_series(128, 255) l, generate_series(1, 255) t`,
    [enc],
  )).rows;
  const leads = {};
  for (const r of pairs) {
    // a one-byte lead followed by another character: not a two-byte sequence
    if (mbVerify(kind, Uint8Array.from([r.l]), 0, 1) === 1) continue;
    if (kind === 'eucjp' && r.l === 0x8f) continue;
    check([r.l, r.t], r.c);
    if (r.c >= 0) (leads[r.l] ??= new Array(256).fill(NONE))[r.t] = r.c;
  }
  const triples = {};
  if (kind === 'eucjp') {
    const rows = (await client.query(
      `SELECT a, b, pg_temp.dec('8f' || lpad(to_hex(a), 2, '0') || lpad(to_hex(b), 2, '0'), $1) AS c FROM generate_series(128, 255) a, generate_series(128, 255) b`,
      [enc],
    )).rows;
    for (const r of rows) {
      check([0x8f, r.a, r.b], r.c);
      if (r.c >= 0) (triples[r.a] ??= new Array(256).fill(NONE))[r.b] = r.c;
    }
  }
  const encoded = (await client.query(
    `SELECT cp, pg_temp.enc(cp, $1) AS h FROM generate_series(128, 65535) cp WHERE cp NOT BETWEEN 55296 AND 57343`,
    [enc],
  )).rows;
  // convert_to's choice against the first sequence (in byte order) that decodes to the character
  const first = new Map();
  for (const [h, cp] of [...decoded.entries(), ...single.map((cp, i) => [hex(0x80 + i), cp])].sort(([a], [b]) => (a.length - b.length) || (a < b ? -1 : 1))) {
    if (cp !== NONE && !first.has(cp)) first.set(cp, h);
  }
  const extra = [];
  const seen = new Set();
  for (const r of encoded) {
    if (r.h === null) continue;
    seen.add(r.cp);
    if (first.get(r.cp) !== r.h) extra.push([r.cp, r.h]);
  }
  const oneWay = [...first.keys()].filter((cp) => !seen.has(cp));
  const trim = (rows) => Object.fromEntries(Object.entries(rows).map(([k, arr]) => {
    let a = 0;
    while (arr[a] === NONE) a++;
    let b = arr.length;
    while (arr[b - 1] === NONE) b--;
    return [k, [a, String.fromCharCode(...arr.slice(a, b))]];
  }));
  process.stderr.write(`${enc}: ${decoded.size + single.filter((c) => c !== NONE).length} sequences, ${extra.length} extra, ${oneWay.length} one-way\n`);
  if (invalid.length > 0) process.stderr.write(`${enc}: PostgreSQL refuses as invalid ${invalid.join(' ')}\n`);
  return { kind, single: String.fromCharCode(...single), leads: trim(leads), triples: trim(triples), extra, oneWay, invalid };
}

const client = new pg.Client({ connectionString: process.env.PGSQLITE_CAPTURE_URL });
await client.connect();
try {
  await client.query(FUNCTIONS);
  const tables = {};
  for (const [enc, kind] of Object.entries(MULTIBYTE)) tables[enc] = await captureOne(client, enc, kind);
  const lines = [
    '// Generated by packages/wire/capture/capture-multibyte.mjs from PostgreSQL 15 (a UTF8 database):',
    '// convert_from of every one-, two- (and EUC_JP three-) byte sequence, convert_to of every BMP',
    '// character. Do not edit; re-run the script.',
    '',
    "import type { MultibyteKind } from './multibyte-rules.js';",
    '',
    '/**',
    ' * One multi-byte encoding: `single[b - 0x80]` the character of a one-byte sequence; `leads[lead]`',
    ' * = [first trail byte, characters of the trail bytes from it on] (U+FFFF: none); `triples` the',
    ' * same under EUC_JP 0x8F; `extra` [code point, hex] where convert_to picks another sequence than',
    ' * the first that decodes to it; `oneWay` characters convert_from makes but convert_to refuses;',
    ' * `invalid` sequences PostgreSQL refuses (22021) although its verifier accepts them.',
    ' */',
    'export interface MultibyteTable {',
    '  readonly kind: MultibyteKind;',
    '  readonly single: string;',
    '  readonly leads: Readonly<Record<string, readonly [number, string]>>;',
    '  readonly triples: Readonly<Record<string, readonly [number, string]>>;',
    '  readonly extra: readonly (readonly [number, string])[];',
    '  readonly oneWay: readonly number[];',
    '  /** Two-byte sequences the verifier accepts that PostgreSQL still answers with 22021 (hex). */',
    '  readonly invalid: readonly string[];',
    '}',
    '',
    '/** The multi-byte encodings by canonical name. */',
    'export const MULTIBYTE_TABLES: Readonly<Record<string, MultibyteTable>> = {',
  ];
  for (const [enc, t] of Object.entries(tables)) {
    lines.push(`  ${enc}: {`, `    kind: '${t.kind}',`, `    single: ${JSON.stringify(t.single)},`, `    leads: ${JSON.stringify(t.leads)},`, `    triples: ${JSON.stringify(t.triples)},`, `    extra: ${JSON.stringify(t.extra)},`, `    oneWay: ${JSON.stringify(t.oneWay)},`, `    invalid: ${JSON.stringify(t.invalid)},`, '  },');
  }
  lines.push('};', '');
  writeFileSync(OUT, lines.join('\n'));
} finally {
  await client.end();
}
