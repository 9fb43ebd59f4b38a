import { PgError } from '@pgsqlite/errors';
import { defineType } from './define.js';
import { beBytes, badBinary, pgTrim, storedBigInt, viewOf } from './codec-util.js';
import { formatType } from './format-type.js';
import { typeByName } from './registry.js';
import { builtinTypeOidByName } from './builtin-type-names.js';

/**
 * regtype: stored and sent in binary as the type's OID; text output is the type's name as
 * format_type prints it (`double precision`), input takes a name or a numeric OID.
 */
export const regtypeType = defineType({
  oid: 2206,
  name: 'regtype',
  displayName: 'regtype',
  storage: 'integer',
  len: 4,
  category: 'N',
  arrayOid: 2211,
  toText: (v) => {
    const oid = Number(storedBigInt(v)) >>> 0;
    if (oid === 0) return '-';
    // a type the built-in registry does not know (a user's, named by the output layer from the
    // catalog: backend reg-names-output.ts) prints its OID, as regtypeout prints one it cannot find
    const name = formatType(oid, -1);
    return name === '???' ? String(oid) : name;
  },
  fromText: (text) => {
    const t = pgTrim(text);
    if (/^\d+$/.test(t)) return Number(t);
    const parts = qualifiedName(t);
    const name = parts && (parts.length === 1 || parts[0] === 'pg_catalog') ? parts[parts.length - 1]! : undefined;
    const oid = name === undefined ? undefined : (typeByName(name)?.oid ?? builtinTypeOidByName(name));
    if (oid === undefined) throw new PgError('undefined_object', `type "${t}" does not exist`);
    return oid;
  },
  toBinary: (v) => beBytes(4, (dv) => dv.setUint32(0, Number(storedBigInt(v)) >>> 0)),
  fromBinary: (b) => {
    if (b.length !== 4) throw badBinary();
    return viewOf(b, 4).getUint32(0);
  },
});

/**
 * The parts of a possibly schema-qualified, possibly quoted type name (`"pg_catalog"."int4"`, as
 * TypeORM casts udt names): unquoted parts fold to lower case; names with spaces (`double
 * precision`) stay whole. Undefined for more than two parts or an unterminated quote.
 */
function qualifiedName(text: string): string[] | undefined {
  if (!text.includes('"')) {
    const dot = text.indexOf('.');
    return dot < 0 ? [text.toLowerCase()] : [text.slice(0, dot).toLowerCase(), text.slice(dot + 1).toLowerCase()];
  }
  const parts: string[] = [];
  let i = 0;
  while (i < text.length) {
    let part = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) return undefined;
        if (text[i] === '"') {
          if (text[i + 1] === '"') { part += '"'; i += 2; continue; }
          i++;
          break;
        }
        part += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== '.') part += text[i++];
      part = part.toLowerCase();
    }
    parts.push(part);
    if (i < text.length) {
      if (text[i] !== '.') return undefined;
      i++;
    }
  }
  return parts.length <= 2 ? parts : undefined;
}
