import type { PgType } from './pg-type.js';
import { boolType } from './bool.js';
import { int2Type, int4Type, int8Type, oidType, regclassType, regnamespaceType, regoperType, regprocType, regprocedureType, regroleType } from './integers.js';
import { regtypeType } from './regtype.js';
import { float4Type, float8Type } from './floats.js';
import { bpcharType, charType, nameType, refcursorType, textType, unknownType, varcharType } from './text.js';
import { numericType } from './numeric.js';
import { byteaType } from './bytea.js';
import { uuidType } from './uuid.js';
import { jsonType, jsonbType } from './json.js';
import { jsonpathType } from './jsonpath-type.js';
import { dateType } from './datetime/date.js';
import { timeType } from './datetime/time.js';
import { timetzType } from './datetime/timetz.js';
import { timestampType, timestamptzType } from './datetime/timestamp.js';
import { intervalType } from './interval.js';
import { recordType, triggerType, voidType } from './pseudo.js';
import { searchRecordTypes } from './search-record.js';
import { makeArrayType } from './array.js';
import { cidrType, inetType, macaddrType } from './network.js';
import { moneyType } from './money.js';
import { int2vectorType, oidvectorType } from './vector.js';
import { extraBuiltinTypes } from './registry-extra.js';

const byOid = new Map<number, PgType>();
const byName = new Map<string, PgType>();
// record and record[] (the WITH RECURSIVE … SEARCH / CYCLE columns' types) send their fields through the registry
const records = searchRecordTypes(recordType, (oid) => byOid.get(oid));

const scalars: readonly PgType[] = [
  boolType, byteaType, charType, nameType, int8Type, int2Type, int4Type, regprocType, textType, oidType,
  jsonType, float4Type, float8Type, unknownType, bpcharType, varcharType, dateType, timeType,
  timestampType, timestamptzType, intervalType, timetzType, numericType, uuidType, jsonbType,
  regclassType, regtypeType, voidType, records.record, records.recordArray, triggerType, inetType, cidrType, macaddrType, moneyType,
  int2vectorType, oidvectorType, regoperType, regprocedureType, regnamespaceType, regroleType, jsonpathType, refcursorType,
];
// range and bit string types (registry-extra.ts) are made from the scalars above
const extras = extraBuiltinTypes((oid) => scalars.find((t) => t.oid === oid));

for (const t of [...scalars, ...extras]) {
  byOid.set(t.oid, t);
  byName.set(t.name, t);
  if (t.arrayOid !== 0 && t.name !== 'record') {
    const a = makeArrayType(t);
    byOid.set(a.oid, a);
    byName.set(a.name, a);
  }
}

/** SQL spellings and aliases → typname. */
const ALIASES: Record<string, string> = {
  int: 'int4', integer: 'int4', smallint: 'int2', bigint: 'int8', real: 'float4', float: 'float8',
  'double precision': 'float8', decimal: 'numeric', boolean: 'bool', 'character varying': 'varchar',
  character: 'bpchar', char: 'bpchar', '"char"': 'char', 'timestamp without time zone': 'timestamp',
  'timestamp with time zone': 'timestamptz', 'time without time zone': 'time', 'time with time zone': 'timetz',
  'bit varying': 'varbit', serial: 'int4', bigserial: 'int8', smallserial: 'int2', serial4: 'int4', serial8: 'int8', serial2: 'int2',
};

/** All registered types (scalars and their arrays). */
export function allTypes(): readonly PgType[] {
  return [...byOid.values()];
}

/** The type with this OID, if pgsqlite knows it. */
export function typeByOid(oid: number): PgType | undefined {
  return byOid.get(oid);
}

function collapseSpaces(s: string): string {
  let out = '';
  for (const c of s) {
    if (c === ' ' || c === '\t' || c === '\n') {
      if (out.length > 0 && !out.endsWith(' ')) out += ' ';
    } else out += c;
  }
  return out.trimEnd();
}

/**
 * By typname or SQL spelling: 'int', 'integer', 'character varying', 'timestamptz', 'float' (=float8),
 * 'char' (=bpchar), '"char"' (the one-byte type), 'pg_catalog.int4', and 'int4[]' / '_int4' for arrays.
 */
export function typeByName(name: string): PgType | undefined {
  let n = collapseSpaces(name);
  if (n !== '"char"') n = n.toLowerCase();
  if (n.startsWith('pg_catalog.')) n = n.slice('pg_catalog.'.length);
  let arrays = 0;
  while (n.endsWith('[]')) {
    n = n.slice(0, -2).trimEnd();
    arrays++;
  }
  if (n.startsWith('"') && n.endsWith('"') && n !== '"char"') n = n.slice(1, -1);
  const base = byName.get(ALIASES[n] ?? n);
  if (!base || arrays === 0) return base;
  return base.elemOid !== 0 && base.arrayOid === 0 ? base : byOid.get(base.arrayOid);
}
